// The question form's figure (docs/mock-tests.md, "Authoring"): choosing a file uploads it and previews the stored
// picture, a figure asks for its description before any round trip, a refused upload says why and keeps the form,
// and removing the figure sends none.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, testApiUrl } from "../../../testing/render.tsx";
import { translateFields, type FormValues } from "../forms/form-spec.ts";
import { ListingFormDialog } from "../listings-kit/listing-form-dialog.tsx";
import { questionFields, questionInput, questionValues } from "./question-fields.ts";

const STORED = "/api/files/images/mock-tests/t1/figure.0123456789abcdef0123.720x405.jpg";

function renderForm(upload: (file: File) => Promise<string>) {
  const submitted: FormValues[] = [];
  const onSubmit = vi.fn(async (values: FormValues) => {
    submitted.push(values);
    return { ok: true as const };
  });
  const specs = translateFields(questionFields(upload), i18next.t);
  const filled = { ...questionValues(null), text: "Which bar is tallest?", optionA: "P", optionB: "Q", optionC: "R" };
  renderWithProviders(
    <ListingFormDialog
      title="New question"
      specs={specs}
      initialValues={{ ...filled, optionD: "S" }}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
  return { submitted, onSubmit };
}

const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "chart.png", { type: "image/png" });

describe("the question form's figure", () => {
  it("uploads a chosen file, previews the stored picture and asks for its description before saving", async () => {
    await i18next.changeLanguage("en");
    const upload = vi.fn(async () => STORED);
    const { submitted, onSubmit } = renderForm(upload);
    const user = userEvent.setup();
    const figure = screen.getByRole("group", { name: "Figure (optional)" });
    expect(within(figure).getByText("No image")).toBeInTheDocument();

    const chosen = picture();
    await user.upload(figure.querySelector<HTMLInputElement>('input[type="file"]')!, chosen);
    expect(upload).toHaveBeenCalledWith(chosen);
    expect(await within(figure).findByTestId("image-field-preview")).toHaveAttribute("src", `${testApiUrl}${STORED}`);

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Figure description (English) is required.")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: /Figure description \(English\)/ }), "Four bars; Q is tallest");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(questionInput(submitted[0])).toMatchObject({
      imageUrl: STORED,
      imageAlt: "Four bars; Q is tallest",
      imageAltHi: null,
    });
  });

  it("shows why an upload was refused, in Hindi too, and removing the figure sends none", async () => {
    await i18next.changeLanguage("hi");
    const upload = vi
      .fn<(file: File) => Promise<string>>()
      .mockRejectedValueOnce(new Error("failed"))
      .mockResolvedValueOnce(STORED);
    const { submitted } = renderForm(upload);
    const user = userEvent.setup();
    const figure = screen.getByRole("group", { name: "चित्र (वैकल्पिक)" });
    const input = () => figure.querySelector<HTMLInputElement>('input[type="file"]')!;

    await user.upload(input(), picture());
    expect(await within(figure).findByText("चित्र अपलोड नहीं हो सका")).toBeInTheDocument();
    expect(within(figure).queryByTestId("image-field-preview")).not.toBeInTheDocument();

    await user.upload(input(), picture());
    await within(figure).findByTestId("image-field-preview");
    await user.click(within(figure).getByRole("button", { name: "चित्र हटाएँ" }));
    expect(within(figure).getByText("कोई चित्र नहीं")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: i18next.t("common:actions.save") }));
    expect(questionInput(submitted[0])).toMatchObject({ imageUrl: null, imageAlt: null });
    await i18next.changeLanguage("en");
  });
});
