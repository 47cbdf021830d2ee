/**
 * The 30 fixed research-needs topics (spec §2, §9). The spec names six; the other 24 are ours, chosen to cover
 * the areas the paper sources (arXiv cs.LG/cs.CL/cs.CV/stat.ML) are busiest in. Tags outside this list are rejected.
 */
export const researchTopics = [
  "Foundation Models",
  "LLM Reasoning",
  "Code Generation",
  "Agentic Systems",
  "AI for Science",
  "Quantum Machine Learning",
  "Multimodal Learning",
  "Reinforcement Learning",
  "Computer Vision",
  "Natural Language Processing",
  "Diffusion Models",
  "Graph Neural Networks",
  "Efficient Inference",
  "Retrieval-Augmented Generation",
  "AI Safety and Alignment",
  "Interpretability",
  "Robotics",
  "Speech and Audio",
  "Federated Learning",
  "Recommender Systems",
  "Time Series",
  "Optimization",
  "Self-Supervised Learning",
  "3D Vision",
  "Continual Learning",
  "Causal Inference",
  "Medical AI",
  "Embodied AI",
  "Benchmarks and Evaluation",
  "Privacy and Security",
] as const;

export type ResearchTopic = (typeof researchTopics)[number];

export function isResearchTopic(value: string): value is ResearchTopic {
  return (researchTopics as readonly string[]).includes(value);
}
