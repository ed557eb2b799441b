import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, createServices } from "./app/app.tsx";
import { preloadScreen } from "./app/router.tsx";
import { loadConfig } from "./lib/config.ts";

const root = createRoot(document.getElementById("root")!);
preloadScreen(window.location.pathname);

loadConfig()
  .then((config) => root.render(<StrictMode><App services={createServices(config)} /></StrictMode>))
  .catch((error: unknown) => {
    console.error(error);
    root.render(<p role="alert">VidyaPath could not start: the configuration is unavailable. Please reload the page.</p>);
  });
