// GET /settings and GET /health, in GoTrue's shapes (internal/api/settings.go, health).
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../services.ts";
import { googleConfigured } from "../google/google-oidc.ts";
import { phoneSignInEnabled } from "../phone-codes.ts";

export function registerSettings(auth: FastifyInstance, services: AppServices) {
  auth.get("/settings", async () => ({
    external: {
      anonymous_users: false,
      email: true,
      phone: phoneSignInEnabled(services),
      google: googleConfigured(services.config) || !services.config.production,
    },
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: phoneSignInEnabled(services) ? services.config.smsDelivery : "",
    saml_enabled: false,
  }));

  auth.get("/health", async () => ({
    version: "embedded",
    name: "GoTrue",
    description: "GoTrue-compatible identity server embedded in the gateway",
  }));
}
