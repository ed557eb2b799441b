// The six companies the Placement page features (spec section 2: "a fixed list of six company names, each
// with a count of open positions matched by company name"). The client reads this list; the seeded
// placements (placements.ts) use exactly these spellings so every featured company has open positions.
// Chosen to span the spec's placement categories: IT services (TCS, Infosys), banking (HDFC Bank),
// e-commerce (Flipkart), engineering (Larsen & Toubro) and start-ups (Razorpay).
export const featuredCompanies = [
  "Tata Consultancy Services",
  "Infosys",
  "HDFC Bank",
  "Flipkart",
  "Larsen & Toubro",
  "Razorpay",
] as const;

export type FeaturedCompany = (typeof featuredCompanies)[number];
