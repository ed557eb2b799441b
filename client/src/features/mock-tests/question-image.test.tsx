// A question's figure on the learner's side: the stored 1x/2x WebP chosen by the browser, its box reserved from
// width and height, its description in the chosen language (English when it has no Hindi one), lazy only below the fold.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setConfig } from "../../lib/config.ts";
import { QuestionImage } from "./question-image.tsx";

const api = "https://api.test.in";
const stem = "/api/files/images/mock-tests/t1/figure.0123456789abcdef0123";
const question = {
  image: {
    src: `${stem}.720x405.jpg`,
    width: 720,
    height: 405,
    srcSet: `${stem}.720x405.jpg 720w, ${stem}.1440x810.jpg 1440w`,
    sources: [{ type: "image/webp", srcSet: `${stem}.720x405.webp 720w, ${stem}.1440x810.webp 1440w` }],
  },
  imageAlt: "Four bars; Q is the tallest",
  imageAltHi: "चार बार; Q सबसे ऊँचा है",
};

describe("a question's figure", () => {
  setConfig({ apiUrl: api, supabaseUrl: "https://id.test.in", supabaseAnonKey: "anon" });

  it("lets the browser pick size and format in a reserved box, described in Hindi when chosen", () => {
    render(<QuestionImage question={question} hindi lazy={false} />);
    const image = screen.getByRole("img", { name: question.imageAltHi });
    expect(image).toHaveAttribute("src", `${api}${stem}.720x405.jpg`);
    expect(image).toHaveAttribute("srcset", `${api}${stem}.720x405.webp 720w, ${api}${stem}.1440x810.webp 1440w`);
    expect(image).toHaveAttribute("width", "720");
    expect(image).toHaveAttribute("height", "405");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("lang", "hi");
  });

  it("falls back to the English description, waits when below the fold, and shows nothing without a figure", () => {
    const { rerender } = render(<QuestionImage question={{ ...question, imageAltHi: null }} hindi lazy />);
    const image = screen.getByRole("img", { name: question.imageAlt });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("lang", "en");
    rerender(<QuestionImage question={{ image: null, imageAlt: null }} hindi={false} lazy />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
