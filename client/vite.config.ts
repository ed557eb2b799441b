import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const gateway = "http://localhost:3000";
// Under `vite dev` the page's origin acts as the API host (lib/config.ts), so every API path, the identity
// server, the dev mailbox and the PDF worker (served by the gateway, spec section 7) are proxied to it.
const proxied = ["/graphql", "/api", "/auth", "/config.json", "/dev", "/pdf.worker.min.mjs"];

export default defineConfig({
  plugins: [react()],
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, gateway])) },
  build: { outDir: "dist", emptyOutDir: true },
});
