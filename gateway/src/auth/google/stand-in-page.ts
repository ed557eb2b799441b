// The development stand-in for Google's consent screen: lets a developer continue as any Google-style identity so
// the whole OAuth + PKCE path runs without Google. Never offered in production (see authorize.handler.ts).
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function standInPage(state: string, redirectTo: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development stand-in for Google sign-in</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1f1f1f; }
  .notice { background: #fff4e5; border: 1px solid #b26a00; padding: 0.75rem; border-radius: 6px; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { width: 100%; padding: 0.5rem; font-size: 1rem; box-sizing: border-box; }
  button { margin-top: 1.5rem; padding: 0.6rem 1.2rem; font-size: 1rem; background: #1a73e8; color: #fff; border: 0; border-radius: 4px; }
</style>
</head>
<body>
<main>
<h1>Development stand-in for Google sign-in</h1>
<p class="notice" role="note">Google sign-in is not configured on this server (no GOOGLE_CLIENT_ID), so this page
stands in for Google's consent screen. Choose the Google account to continue as. You will be sent back to
${escapeHtml(new URL(redirectTo).origin)}.</p>
<form method="post" action="callback">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="email">Google account email</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<label for="name">Full name</label>
<input id="name" name="name" type="text" autocomplete="name">
<button type="submit">Continue as this Google user</button>
</form>
</main>
</body>
</html>`;
}

/** The page submits to our own origin, and the browser then follows the redirect to the app's redirect_to. */
export function standInPolicy(redirectTo: string): string {
  const origin = new URL(redirectTo).origin;
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origin}; frame-ancestors 'none'; base-uri 'none'`;
}
