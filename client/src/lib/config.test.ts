import { describe, expect, it } from "vitest";
import { resolveConfig } from "./config.ts";

const published = { supabaseUrl: "", supabaseAnonKey: "anon", apiUrl: "" };

describe("resolveConfig", () => {
  it("keeps a same-origin API relative and gives the identity client the page's own origin", () => {
    // Opened as http://127.0.0.1:3000 while PUBLIC_URL says localhost: nothing may point at the other host name.
    expect(resolveConfig(published, "http://127.0.0.1:3000")).toEqual({
      supabaseUrl: "http://127.0.0.1:3000",
      supabaseAnonKey: "anon",
      apiUrl: "",
    });
  });

  it("keeps the absolute addresses of an API and identity server on other origins", () => {
    const separate = {
      supabaseUrl: "https://project.supabase.co/",
      supabaseAnonKey: "anon",
      apiUrl: "https://api.example.in/",
    };
    expect(resolveConfig(separate, "https://www.example.in")).toEqual({
      supabaseUrl: "https://project.supabase.co",
      supabaseAnonKey: "anon",
      apiUrl: "https://api.example.in",
    });
  });

  it("loads the API through the dev server's proxy under vite dev", () => {
    expect(resolveConfig({ ...published, apiUrl: "http://localhost:3000" }, "http://localhost:5173", true).apiUrl).toBe(
      "",
    );
  });
});
