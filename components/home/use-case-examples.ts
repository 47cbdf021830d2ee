/**
 * 'Explore use cases' (spec §1, §3 Use case example): six examples per agent, each { agentName, name, content }.
 * Clicking one fills the input with `content` and picks its agent.
 */
import { agentIds, canonicalAgent, type AgentId } from "@/lib/contract/agents";
import type { UseCaseExample } from "@/lib/contract/entities/ui";

const deepSurvey: UseCaseExample[] = [
  { agentName: "Deep Search Agent", name: "Protein language models", content: "Survey protein language models since 2021: architectures, pre-training data, benchmarks for structure and function prediction, and open problems." },
  { agentName: "Deep Search Agent", name: "Diffusion models for tabular data", content: "Review diffusion-based generative models for tabular data, compare them with GAN and VAE baselines, and summarise evaluation practices." },
  { agentName: "Deep Search Agent", name: "LLM reasoning evaluation", content: "Write a literature review of methods for evaluating multi-step reasoning in large language models, including contamination-resistant benchmarks." },
  { agentName: "Deep Search Agent", name: "Graph neural networks in chemistry", content: "Survey graph neural networks for molecular property prediction, grouped by message-passing design, with reported results on QM9 and MoleculeNet." },
  { agentName: "Deep Search Agent", name: "Federated learning privacy", content: "Review privacy attacks and defences in federated learning: gradient inversion, membership inference, secure aggregation and differential privacy." },
  { agentName: "Deep Search Agent", name: "Climate model downscaling", content: "Survey machine-learning approaches to statistical downscaling of climate projections and how their uncertainty is quantified." },
];

const ideaSpark: UseCaseExample[] = [
  { agentName: "Idea Agent", name: "Efficient long-context attention", content: "Generate novel research ideas for making attention over 1M-token contexts cheaper without losing retrieval accuracy." },
  { agentName: "Idea Agent", name: "Self-driving labs", content: "Propose research ideas for closed-loop autonomous laboratories that combine Bayesian optimisation with robotic synthesis of new materials." },
  { agentName: "Idea Agent", name: "Hallucination in retrieval", content: "Suggest new ideas to reduce hallucinations in retrieval-augmented generation when the retrieved documents contradict each other." },
  { agentName: "Idea Agent", name: "Single-cell foundation models", content: "Brainstorm research directions for foundation models on single-cell RNA-seq data that transfer across tissues and species." },
  { agentName: "Idea Agent", name: "Robust reinforcement learning", content: "Generate ideas for reinforcement-learning policies that stay safe under distribution shift between simulation and real robots." },
  { agentName: "Idea Agent", name: "Carbon-aware training", content: "Propose research ideas for scheduling and compressing neural-network training to cut its carbon footprint by half." },
];

const methodDesign: UseCaseExample[] = [
  { agentName: "Proposal Agent", name: "Curriculum for code models", content: "Design a method and experiment plan to test whether a difficulty-based curriculum improves small code models on HumanEval and MBPP." },
  { agentName: "Proposal Agent", name: "Sparse mixture-of-experts routing", content: "Design experiments comparing learned and hash-based routing in sparse mixture-of-experts models at three model scales." },
  { agentName: "Proposal Agent", name: "Active learning for annotation", content: "Design a method that uses uncertainty-based active learning to halve the labelling cost of medical image segmentation, with baselines and metrics." },
  { agentName: "Proposal Agent", name: "Causal discovery benchmark", content: "Plan a benchmark for causal discovery algorithms on semi-synthetic gene-regulatory data, including datasets, metrics and ablations." },
  { agentName: "Proposal Agent", name: "Speech model adaptation", content: "Design an experiment plan for adapting a speech recognition model to low-resource accents with parameter-efficient fine-tuning." },
  { agentName: "Proposal Agent", name: "Weather nowcasting", content: "Design a method for precipitation nowcasting from radar sequences, with datasets, baselines, evaluation metrics and a compute budget." },
];

const autoExperiment: UseCaseExample[] = [
  { agentName: "ML Agent", name: "Reproduce LoRA results", content: "Reproduce the main LoRA fine-tuning result on GLUE SST-2 with a small model and compare it with full fine-tuning." },
  { agentName: "ML Agent", name: "Train a ViT on CIFAR-10", content: "Build, train and evaluate a small Vision Transformer on CIFAR-10 and report accuracy against a ResNet-18 baseline." },
  { agentName: "ML Agent", name: "Test a new optimiser", content: "Implement the Lion optimiser and compare it with AdamW on a language-modelling task, reporting loss curves and wall-clock time." },
  { agentName: "ML Agent", name: "Anomaly detection baseline", content: "Build an autoencoder anomaly detector for the NAB time-series benchmark and compare it with isolation forest." },
  { agentName: "ML Agent", name: "Knowledge distillation", content: "Distil a BERT-base sentiment classifier into a 4-layer student and measure the accuracy and latency trade-off." },
  { agentName: "ML Agent", name: "Graph classification", content: "Train GIN and GCN models on the TU PROTEINS dataset with 10-fold cross-validation and report mean accuracy." },
];

const notebook: UseCaseExample[] = [
  { agentName: "Notebook Agent", name: "Explore a CSV dataset", content: "Load my CSV, summarise each column, find missing values and outliers, and plot the distributions of the numeric columns." },
  { agentName: "Notebook Agent", name: "Gene expression heatmap", content: "Normalise the attached gene expression matrix, cluster the samples, and draw a heatmap with a dendrogram." },
  { agentName: "Notebook Agent", name: "A/B test analysis", content: "Analyse the attached A/B test results: conversion rates, confidence intervals, a significance test and a clear chart." },
  { agentName: "Notebook Agent", name: "Time-series decomposition", content: "Decompose the attached daily sales series into trend, seasonality and residuals, and forecast the next 30 days." },
  { agentName: "Notebook Agent", name: "Survey data regression", content: "Fit a regression explaining the satisfaction score in the attached survey data and plot the coefficients with their uncertainty." },
  { agentName: "Notebook Agent", name: "Experiment results plots", content: "Turn the attached training logs into publication-quality plots of loss and accuracy for each run." },
];

export const useCaseLists: Readonly<Record<AgentId, readonly UseCaseExample[]>> = {
  deepSurvey,
  ideaSpark,
  methodDesign,
  autoExperiment,
  notebook,
};

/** The agent an example picks; every example's agentName is a known contract name. */
export function agentOfExample(example: UseCaseExample): AgentId {
  return canonicalAgent(example.agentName) ?? agentIds[0];
}
