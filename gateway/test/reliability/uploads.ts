// Uploads through the product's own routes for the file suites: a learner's avatar, a staff file for a course,
// and whether a stored file is still served.
import crypto from "node:crypto";
import { decodablePng } from "./images.ts";

export const mp4 = (size = 4_000) => {
  const box = Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
  return Buffer.concat([box, crypto.randomBytes(size - box.length)]);
};
export const pdf = () => Buffer.from(`%PDF-1.4\n% ${crypto.randomUUID()}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

async function post(url: string, token: string, field: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`Upload to ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** POST /api/admin/uploads for a course; answers the address lessons and contents take (/api/files/<key>). */
export async function staffUpload(
  base: string,
  token: string,
  courseId: string,
  kind: "video" | "pdf",
): Promise<string> {
  const bytes = kind === "video" ? mp4() : pdf();
  const body = await post(
    `${base}/api/admin/uploads?kind=${kind}&course_id=${courseId}`,
    token,
    "file",
    bytes,
    kind === "video" ? "v.mp4" : "d.pdf",
  );
  return body.url as string;
}

/** POST /api/users/profile-picture; answers the stored address (the 1x fallback of the avatar's variants). */
export async function uploadAvatar(base: string, token: string): Promise<string> {
  const body = await post(
    `${base}/api/users/profile-picture`,
    token,
    "profile_picture",
    decodablePng(300, 300),
    "me.png",
  );
  return body.profile_picture as string;
}

export const served = async (base: string, address: string) => (await fetch(`${base}${address}`)).status;
