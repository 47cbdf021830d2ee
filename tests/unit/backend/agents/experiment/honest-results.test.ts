import { describe, expect, it } from "vitest";
import { checkResults, resultsTable } from "@/lib/backend/agents/experiment/honest-results";

/**
 * implement_success refuses a README whose results table holds numbers no command printed (issue 17: "it never
 * claims a metric that no command printed"). If this is wrong, a researcher gets invented accuracies — or an agent
 * that cannot finish although every number is honest.
 */
const printed = ["Process 1a2b3c4d exited with code 0 after 2.1 s.\nOutput:\ntrain_accuracy: 0.9125\ntest_accuracy: 0.8650\nn_test=200"];

const readme = (table: string) => `# Logistic regression on synthetic data\n\nSome text with 42 in it.\n\n## Results\n\n${table}\n\n## Rerun\n\n\`\`\`\npython3 train.py\n\`\`\`\n`;

describe("the README's results table", () => {
  it("is the table under a Results heading, without its header and separator rows", () => {
    const text = `# Setup\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n## Results\n\n| Model | Accuracy |\n| :-- | --: |\n| LR | 0.87 |\n`;
    expect(resultsTable(text)).toEqual(["| LR | 0.87 |"]);
  });

  it("is the first table when no heading says results, and there is none without a table", () => {
    expect(resultsTable("| Metric | Value |\n|---|---|\n| acc | 0.5 |")).toEqual(["| acc | 0.5 |"]);
    expect(resultsTable("# Results\n\nAccuracy was 0.87.")).toBeUndefined();
  });
});

describe("numbers of the results table against what the commands printed", () => {
  it.each([
    ["the printed digits", "| Split | Accuracy |\n|---|---|\n| train | 0.9125 |\n| test | 0.8650 |"],
    ["rounded to fewer digits", "| Split | Accuracy |\n|---|---|\n| test | 0.865 |\n| train | 0.91 |"],
    ["as a percentage of a printed fraction", "| Split | Accuracy |\n|---|---|\n| test | 86.5% |"],
    ["with emphasis and a printed count", "| Split | Accuracy | n |\n|---|---|---|\n| **test** | **0.865** | 200 |"],
  ])("accepts %s", (_case, table) => {
    expect(checkResults(readme(table), printed)).toEqual({ table: true, unsupported: [] });
  });

  it("names each number no command printed, once", () => {
    const table = "| Model | Accuracy | F1 |\n|---|---|---|\n| LR | 0.8650 | 0.8123 |\n| SVM | 0.9712 | 0.8123 |";
    expect(checkResults(readme(table), printed)).toEqual({ table: true, unsupported: ["0.8123", "0.9712"] });
  });

  it("does not round a printed number the wrong way, nor take a fraction for a percentage without %", () => {
    expect(checkResults(readme("| x | acc |\n|---|---|\n| a | 0.88 |"), printed)).toEqual({ table: true, unsupported: ["0.88"] });
    expect(checkResults(readme("| x | acc |\n|---|---|\n| a | 86.5 |"), printed)).toEqual({ table: true, unsupported: ["86.5"] });
  });

  it("leaves cells with words alone: row names and settings are not results", () => {
    const table = "| Model | Setting | Accuracy |\n|---|---|---|\n| ResNet-18 | C=1.0, 300 epochs | 0.865 |";
    expect(checkResults(readme(table), printed)).toEqual({ table: true, unsupported: [] });
  });

  it("checks both sides of a ± and reads numbers in scientific notation", () => {
    const outputs = ["mean 0.8650 std 0.0123 lr 1.0e-03"];
    expect(checkResults(readme("| m | acc | lr |\n|---|---|---|\n| a | 0.865 ± 0.012 | 1e-3 |"), outputs)).toEqual({ table: true, unsupported: [] });
    expect(checkResults(readme("| m | acc |\n|---|---|\n| a | 0.865 ± 0.02 |"), outputs)).toEqual({ table: true, unsupported: ["0.02"] });
  });

  it("reports a README without a table", () => {
    expect(checkResults("# Results\n\nAccuracy: 0.865", printed)).toEqual({ table: false });
  });
});
