export * from "./chat";
export * from "./files";
export * from "./notebook";
export * from "./papers";
export * from "./task";
export * from "./trajectory";
export * from "./ui";
export * from "./user";
