import { describe, expect, it } from "vitest";
import { missingTexts } from "@app/client/texts";
import { amountInWords } from "./amount-in-words.ts";
import { GST_STATES } from "./gst-states.ts";
import { documentNumber, financialYear, splitGst } from "./gst.ts";

describe("GST split of a GST-inclusive price", () => {
  it("adds up to the total for every amount from 1 paisa to ₹2,000, within and across states", () => {
    for (let total = 1; total <= 200_000; total++) {
      for (const [place, seller] of [
        ["29", "29"],
        ["07", "29"],
      ]) {
        const split = splitGst(total, place, seller);
        const tax = split.cgstPaise + split.sgstPaise + split.igstPaise;
        if (split.taxablePaise + tax !== total) throw new Error(`${total} does not add up`);
        // The taxable value is the nearest paisa to total x 100/118, so the tax is 18% of it to within a paisa.
        if (Math.abs(split.taxablePaise * 118 - total * 100) > 59) throw new Error(`${total}: taxable not rounded`);
        if (place === seller && (split.igstPaise !== 0 || Math.abs(split.cgstPaise - split.sgstPaise) > 1))
          throw new Error(`${total}: halves`);
        if (place !== seller && split.cgstPaise + split.sgstPaise !== 0) throw new Error(`${total}: IGST`);
      }
    }
  });

  it("splits the course prices and rounding edges as an accountant would", () => {
    expect(splitGst(149_900, "29", "29")).toEqual({
      totalPaise: 149_900,
      taxablePaise: 127_034,
      cgstPaise: 11_433,
      sgstPaise: 11_433,
      igstPaise: 0,
    });
    expect(splitGst(79_900, "27", "29")).toEqual({
      totalPaise: 79_900,
      taxablePaise: 67_712,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 12_188,
    });
    // 59 x 100 / 118 is exactly 50: half a paisa rounds up (the .5 case), and an odd tax puts the odd paisa on CGST.
    expect(splitGst(59, "29", "29")).toMatchObject({ taxablePaise: 50, cgstPaise: 5, sgstPaise: 4 });
    expect(splitGst(1, "29", "29")).toMatchObject({ taxablePaise: 1, cgstPaise: 0, sgstPaise: 0 });
    expect(splitGst(118, "07", "29")).toMatchObject({ taxablePaise: 100, igstPaise: 18 });
    expect(splitGst(0, "29", "29").taxablePaise).toBe(0);
    expect(() => splitGst(-1, "29", "29")).toThrow(RangeError);
    expect(() => splitGst(1.5, "29", "29")).toThrow(RangeError);
  });
});

describe("invoice numbers", () => {
  it("belong to the Indian financial year, April to March in India's time", () => {
    expect(financialYear(new Date("2026-11-29T10:00:00Z"))).toBe("2026-27");
    expect(financialYear(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    // 31 March 18:30 UTC is already 1 April in India.
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(financialYear(new Date("2099-06-01T00:00:00Z"))).toBe("2099-00");
    expect(documentNumber("VP", "2026-27", 123)).toBe("VP/2026-27/000123");
    expect(documentNumber("VP", "2026-27", 1_234_567)).toBe("VP/2026-27/1234567");
  });

  it("name each state once, with its GST code", () => {
    expect(new Set(GST_STATES.map((state) => state.code)).size).toBe(GST_STATES.length);
    expect(GST_STATES.find((state) => state.code === "29")?.name).toBe("Karnataka");
    expect(GST_STATES).toHaveLength(36);
  });

  it("have each state's name in every language's catalogue, as the checkout and the invoice show it", () => {
    expect(missingTexts(GST_STATES.map((state) => `courses:placeOfSupply.states.${state.code}`))).toEqual([]);
  });
});

describe("amount in words, Indian numbering", () => {
  it("says lakhs and crores in English", () => {
    expect(amountInWords(12_345_650, "en")).toBe(
      "One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Rupees and Fifty Paise Only",
    );
    expect(amountInWords(149_900, "en")).toBe("One Thousand Four Hundred Ninety-Nine Rupees Only");
    expect(amountInWords(100, "en")).toBe("One Rupee Only");
    expect(amountInWords(1, "en")).toBe("Zero Rupees and One Paisa Only");
    expect(amountInWords(1_000_000_000, "en")).toBe("One Crore Rupees Only");
    expect(amountInWords(123_456_789_00, "en")).toBe(
      "Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Rupees Only",
    );
  });

  it("says them in Hindi, whose numbers below a hundred are words of their own", () => {
    expect(amountInWords(12_345_650, "hi")).toBe("एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचास पैसे मात्र");
    expect(amountInWords(79_900, "hi")).toBe("सात सौ निन्यानवे रुपये मात्र");
    expect(amountInWords(1_000_000_000, "hi")).toBe("एक करोड़ रुपये मात्र");
    expect(amountInWords(99, "hi")).toBe("शून्य रुपये और निन्यानवे पैसे मात्र");
  });

  it("says them in Marathi, where a hundred alone is शंभर and counted hundreds take -शे", () => {
    expect(amountInWords(149_900, "mr")).toBe("एक हजार चारशे नव्व्याण्णव रुपये फक्त");
    expect(amountInWords(10_000, "mr")).toBe("शंभर रुपये फक्त");
    expect(amountInWords(12_345_650, "mr")).toBe("एक लाख तेवीस हजार चारशे छप्पन्न रुपये आणि पन्नास पैसे फक्त");
    expect(amountInWords(1_000_000_000, "mr")).toBe("एक कोटी रुपये फक्त");
    expect(amountInWords(100, "mr")).toBe("एक रुपया फक्त");
  });

  it("says them in Bengali, in টাকা, with the written শত", () => {
    expect(amountInWords(149_900, "bn")).toBe("এক হাজার চার শত নিরানব্বই টাকা মাত্র");
    expect(amountInWords(12_345_650, "bn")).toBe("এক লক্ষ তেইশ হাজার চার শত ছাপ্পান্ন টাকা পঞ্চাশ পয়সা মাত্র");
    expect(amountInWords(123_456_789_00, "bn")).toBe("বারো কোটি চৌত্রিশ লক্ষ ছাপ্পান্ন হাজার সাত শত ঊননব্বই টাকা মাত্র");
  });

  it("says them in Tamil, each scale joined to what follows (ஆயிரத்து, லட்சத்து, கோடியே) and one as ஒரு", () => {
    expect(amountInWords(149_900, "ta")).toBe("ஆயிரத்து நானூற்று தொண்ணூற்று ஒன்பது ரூபாய் மட்டும்");
    expect(amountInWords(12_345_650, "ta")).toBe(
      "ஒரு லட்சத்து இருபத்து மூன்று ஆயிரத்து நானூற்று ஐம்பத்து ஆறு ரூபாய் ஐம்பது பைசா மட்டும்",
    );
    expect(amountInWords(500_000, "ta")).toBe("ஐயாயிரம் ரூபாய் மட்டும்");
    expect(amountInWords(250_000, "ta")).toBe("இரண்டாயிரத்து ஐந்நூறு ரூபாய் மட்டும்");
    expect(amountInWords(2_100_000, "ta")).toBe("இருபத்து ஓர் ஆயிரம் ரூபாய் மட்டும்");
    expect(amountInWords(100, "ta")).toBe("ஒரு ரூபாய் மட்டும்");
    expect(amountInWords(123_456_789_00, "ta")).toBe(
      "பன்னிரண்டு கோடியே முப்பத்து நான்கு லட்சத்து ஐம்பத்து ஆறு ஆயிரத்து எழுநூற்று எண்பத்து ஒன்பது ரூபாய் மட்டும்",
    );
  });

  it("says them in Telugu, a counted scale in its genitive before more (వేల, వందల) and the hundred as నూట", () => {
    expect(amountInWords(149_900, "te")).toBe("వెయ్యి నాలుగు వందల తొంభై తొమ్మిది రూపాయలు మాత్రమే");
    expect(amountInWords(12_500, "te")).toBe("నూట ఇరవై ఐదు రూపాయలు మాత్రమే");
    expect(amountInWords(10_000, "te")).toBe("వంద రూపాయలు మాత్రమే");
    expect(amountInWords(12_345_650, "te")).toBe("ఒక లక్ష ఇరవై మూడు వేల నాలుగు వందల యాభై ఆరు రూపాయలు యాభై పైసలు మాత్రమే");
    expect(amountInWords(210_000_000, "te")).toBe("ఇరవై ఒక లక్షల రూపాయలు మాత్రమే");
    expect(amountInWords(100, "te")).toBe("ఒక రూపాయి మాత్రమే");
  });
});
