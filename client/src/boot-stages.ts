// Never loaded by the browser: a build entry importing what main.tsx evaluates stage by stage, so the bundler tags
// those modules as initial and puts them into one chunk per stage (scripts/boot-stages.ts).
export * as reactDom from "react-dom/client";
export * as styles from "@emotion/react";
export * as theme from "./app/theme.ts";
export * as i18n from "./i18n/i18n.ts";
export * as i18next from "i18next";
export * as apollo from "@apollo/client/cache";
export * as router from "./app/router.tsx";
export * as startApp from "./app/start-app.tsx";
