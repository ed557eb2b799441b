// A subject's or topic's name in the interface's language; the English one when it has no Hindi name.
export const nameIn = (named: { nameEn: string; nameHi: string | null }, language: string) =>
  language === "hi" && named.nameHi ? named.nameHi : named.nameEn;
