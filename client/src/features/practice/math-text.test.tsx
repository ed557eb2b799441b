import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { mathSegments } from "./math-segments.ts";
import { MathText } from "./math-text.tsx";

describe("mathSegments", () => {
  it("splits inline and display math from text, keeps escaped and unclosed dollars as text", () => {
    expect(mathSegments("If $x^2 = 4$, then $$x = \\pm 2$$ costs \\$5 or $3")).toEqual([
      { kind: "text", text: "If " },
      { kind: "math", tex: "x^2 = 4", display: false },
      { kind: "text", text: ", then " },
      { kind: "math", tex: "x = \\pm 2", display: true },
      { kind: "text", text: " costs $5 or $3" },
    ]);
    expect(mathSegments("")).toEqual([]);
    expect(mathSegments("₹ 500 only")).toEqual([{ kind: "text", text: "₹ 500 only" }]);
  });
});

describe("MathText", () => {
  it("typesets math in the browser with MathML for screen readers", () => {
    const { container } = render(<MathText text="Area is $\frac{1}{2}bh$ here" />);
    expect(container.querySelector(".katex")).not.toBeNull();
    expect(container.querySelector("math annotation")?.textContent).toBe("\\frac{1}{2}bh");
    expect(container.textContent).toContain("Area is ");
  });

  it("typesets math in server rendering as HTML", () => {
    const html = renderToString(<MathText text="$\sqrt{16} = 4$" />);
    expect(html).toContain('class="katex"');
    expect(html).toContain("<math");
  });

  it("shows bad TeX as its source instead of failing", () => {
    render(<MathText text="Broken $\frac{1$ and fine $a+b$" />);
    expect(screen.getByText("$\\frac{1$")).toBeInTheDocument();
    expect(document.querySelectorAll(".katex")).toHaveLength(1);
    expect(renderToString(<MathText text="$\unknowncommand{x}$" />)).toContain("$\\unknowncommand{x}$");
  });
});
