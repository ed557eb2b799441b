// A signed-in learner for the authenticated scenario, obtained the way the client gets one (spec section 7):
// password sign-in at the identity server, then the backend token from POST /api/auth/supabase-login.
export const LEARNER = { email: "demo@example.com", password: "demo12345" };

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

export async function backendToken(baseUrl: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { supabaseAnonKey: string };
  const signIn = await postJson(`${baseUrl}/auth/v1/token?grant_type=password`, LEARNER, {
    apikey: config.supabaseAnonKey,
  });
  if (signIn.status !== 200)
    throw new Error(`sign-in of ${LEARNER.email} failed: ${signIn.status} ${JSON.stringify(signIn.json)}`);
  const login = await postJson(`${baseUrl}/api/auth/supabase-login`, { supabaseToken: signIn.json.access_token });
  if (login.status !== 200) throw new Error(`supabase-login failed: ${login.status} ${JSON.stringify(login.json)}`);
  return login.json.token as string;
}

/** Enrols the learner; an earlier enrolment (409 already_enrolled) is as good. */
export async function enroll(baseUrl: string, token: string, courseId: string): Promise<void> {
  const result = await postJson(
    `${baseUrl}/api/enrollments`,
    { course_id: courseId },
    { authorization: `Bearer ${token}` },
  );
  if (result.status >= 300 && result.status !== 409)
    throw new Error(`enroll failed: ${result.status} ${JSON.stringify(result.json)}`);
}

/**
 * A question on the lesson with one answer, both by the learner, for the thread the client opens
 * (`DiscussionThread`). Sent with client ids, so a run over the same data finds the same question, not a second.
 */
export async function askedQuestion(baseUrl: string, token: string, lessonId: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const asked = await postJson(
    `${baseUrl}/api/lessons/${lessonId}/questions`,
    { title: "What does a pointer hold?", body: "<p>The bench's question.</p>", client_id: "bench-question" },
    headers,
  );
  if (asked.status !== 201) throw new Error(`asking failed: ${asked.status} ${JSON.stringify(asked.json)}`);
  const id = asked.json.id as string;
  const answered = await postJson(
    `${baseUrl}/api/questions/${id}/answers`,
    { body: "<p>An address in memory.</p>", client_id: "bench-answer" },
    headers,
  );
  if (answered.status !== 201) throw new Error(`answering failed: ${answered.status} ${JSON.stringify(answered.json)}`);
  return id;
}
