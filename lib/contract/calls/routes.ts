import type { CallDef } from "./define";

/** A call's address: its method and its path under /api (`:name` segments filled from its params). */
export type CallRoute = Pick<CallDef, "method" | "path">;

/**
 * Where each contract call goes (spec §7), keyed like contractCalls, whose definitions take their route from here.
 * Kept apart from the schemas so that a page can address a call without loading zod and every schema in its first
 * load: callApi loads those on demand, to read the answer (lib/client/api/answer-reading.ts).
 */
export const callRoutes = {
  "auth.login": { method: "POST", path: "/login" },
  "user.login": { method: "POST", path: "/user/login" },
  "user.getUserInfo": { method: "POST", path: "/user/getUserInfo" },
  "user.emailSignUp": { method: "POST", path: "/user/emailSignUp" },
  "user.sendEmailAuthCode": { method: "GET", path: "/user/sendEmailAuthCode" },
  "user.resetPassword": { method: "POST", path: "/user/resetPassword" },
  "user.logout": { method: "POST", path: "/user/logout" },
  "user.getUserCreditInfo": { method: "GET", path: "/user/getUserCreditInfo" },
  "user.getUserCreditUsage": { method: "GET", path: "/user/getUserCreditUsage" },
  "profile.submitPreference": { method: "POST", path: "/submitPreference" },
  "profile.getPreference": { method: "GET", path: "/getPreference" },
  "profile.getTitleByUrl": { method: "GET", path: "/getTitleByUrl" },
  "papers.tagList": { method: "POST", path: "/tagList" },
  "papers.search": { method: "POST", path: "/search" },
  "credit.list": { method: "POST", path: "/credit/list" },
  "credit.remove": { method: "POST", path: "/credit/remove" },
  "credit.upgradePlan": { method: "POST", path: "/credit/upgrade_plan" },
  "credit.invite": { method: "POST", path: "/credit/invite" },
  "credit.cancel": { method: "POST", path: "/credit/cancel" },
  "credit.join": { method: "POST", path: "/credit/join" },
  "chatSession.create": { method: "POST", path: "/chat_session/create" },
  "chatSession.list": { method: "GET", path: "/chat_session/list" },
  "chatSession.messageList": { method: "GET", path: "/chat_session/message/list" },
  "chatSession.share": { method: "POST", path: "/chat_session/share" },
  "chatSession.unshare": { method: "POST", path: "/chat_session/unshare" },
  "chatSession.clone": { method: "POST", path: "/chat_session/clone" },
  "chat.stream": { method: "GET", path: "/chat" },
  "file.batchTempUrls": { method: "POST", path: "/file/batch_temp_urls" },
  "file.uploadTemp": { method: "PUT", path: "/file/temp/:fileId" },
  "file.uploadComplete": { method: "POST", path: "/file/upload_complete" },
  "file.download": { method: "GET", path: "/file/download" },
  "file.projectZip": { method: "GET", path: "/file/project_zip" },
  "file.stsToken": { method: "GET", path: "/file/getSTSToken" },
  "task.createTask": { method: "POST", path: "/task/create_task" },
  "task.getTask": { method: "GET", path: "/task/get_task" },
  "task.cancel": { method: "POST", path: "/task/cancel/:id" },
  "task.events": { method: "GET", path: "/task/events/:taskId" },
  "event.track": { method: "POST", path: "/event/track" },
  "health.get": { method: "GET", path: "/health" },
  "health.stream": { method: "GET", path: "/health/stream" },
} as const satisfies Record<string, CallRoute>;

export type RoutedCallId = keyof typeof callRoutes;
