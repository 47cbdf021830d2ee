import type { SampleMap } from "./types";

const user = {
  id: 1042,
  email: "ada@lab.example.org",
  name: "Ada",
  userName: "ada.l",
  isNewUser: false,
  platform: "email",
  googleEmail: null,
  githubEmail: "ada@users.noreply.github.com",
};

export const accountSamples: SampleMap<
  | "auth.login"
  | "user.login"
  | "user.getUserInfo"
  | "user.emailSignUp"
  | "user.sendEmailAuthCode"
  | "user.resetPassword"
  | "user.logout"
  | "user.getUserCreditInfo"
  | "user.getUserCreditUsage"
  | "profile.submitPreference"
  | "profile.getPreference"
  | "profile.getTitleByUrl"
  | "credit.list"
  | "credit.remove"
  | "credit.upgradePlan"
  | "credit.invite"
  | "credit.cancel"
  | "credit.join"
> = {
  "auth.login": {
    body: { userChannel: "email", email: "ada@lab.example.org", password: "s3cret-pass" },
    result: user,
  },
  "user.login": {
    body: { userChannel: "github", code: "9f2c1e7a0b" },
    result: { ...user, token: "eyJhbGciOiJIUzI1NiJ9.e30.sig", isNewUser: true },
  },
  "user.getUserInfo": { result: user },
  "user.emailSignUp": {
    body: { email: "new@lab.example.org", authCode: "482913", password: "hunter22", channel: "owner" },
    result: true,
  },
  "user.sendEmailAuthCode": {
    query: { email: "new@lab.example.org", sendEmailType: "REGISTER", timestamp: 1763772000000 },
    result: null,
  },
  "user.resetPassword": {
    body: { email: "ada@lab.example.org", newPassword: "newPass2025", authCode: "003311" },
    result: "success",
  },
  "user.logout": { result: true },
  "user.getUserCreditInfo": {
    query: { timestamp: "1763772000000" },
    result: {
      userLevel: "pro",
      totalCredit: 500,
      usedCredit: 123.5,
      remainingCredit: 376.5,
      resetDate: 1766361600000,
      subscriptionStatus: "canceled",
      userLevelSouce: "invite",
    },
  },
  "user.getUserCreditUsage": {
    query: { page: 1, limit: 20 },
    result: [
      { createdAt: "2025-11-20T09:12:00Z", agentName: "Deep Search Agent", task: "Survey of RAG evaluation", creditUsage: 2 },
      { createdAt: 1763600000000, agentName: "ML Agent", task: "Reproduce ViT on CIFAR-10", creditUsage: 148 },
    ],
  },
  "profile.submitPreference": {
    body: {
      tags: ["LLM Reasoning", "Agentic Systems"],
      content: "Tool-using agents for scientific discovery",
      pdfUrls: ["https://files.example.org/u/1042/paper.pdf"],
      arxivUrls: ["https://arxiv.org/abs/2210.03629->ReAct: Synergizing Reasoning and Acting in Language Models"],
      googleScholarUrls: [{ google_scholar_url: "https://scholar.google.com/citations?user=abc123" }],
    },
    result: true,
  },
  "profile.getPreference": {
    query: {},
    result: {
      tags: ["AI for Science"],
      content: "Protein structure",
      pdfUrls: [],
      arxivUrls: ["arxiv.org/abs/2107.03374->Evaluating Large Language Models Trained on Code"],
      googleScholarUrls: [],
    },
  },
  "profile.getTitleByUrl": {
    query: { url: "https://arxiv.org/abs/1706.03762" },
    result: [{ title: "Attention Is All You Need", url: "https://arxiv.org/abs/1706.03762" }],
  },
  "credit.list": {
    result: { inviteInfoList: [{ userId: 2077, email: "labmate@lab.example.org", status: "approved" }] },
  },
  "credit.remove": { body: { userId: 2077 }, result: true },
  "credit.upgradePlan": {
    body: { productCode: "PRODUCT_CODE_2", billingPeriod: "monthly" },
    result: { payUrl: "https://pay.example.com/c/cs_test_a1b2" },
  },
  "credit.invite": {
    body: { email: "labmate@lab.example.org" },
    result: { inviteId: "inv_7Qh2", inviteUrl: "http://localhost:3000/upgrade?inviteId=inv_7Qh2" },
  },
  "credit.cancel": { result: { canceled: true } },
  "credit.join": { query: { inviteId: "inv_7Qh2" }, result: true },
};
