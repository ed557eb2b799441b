// English Language, written by hand. The questions test English, so they are in English only.
import type { SeedPracticeQuestion } from "../types.ts";
import { ALL_EXAMS, BANK_AND_SSC, written } from "../build.ts";

const SUBJECT = "english";

const synonym = (word: string, o: string[], a: number, x: string) => ({
  en: `Choose the word closest in meaning to ${word}.`,
  o,
  a,
  x,
});

const synonyms = written(SUBJECT, "synonyms", "EASY", ALL_EXAMS, [
  synonym(
    "ABUNDANT",
    ["Scarce", "Plentiful", "Tiny", "Hidden"],
    1,
    "Abundant means existing in large quantities: plentiful.",
  ),
  synonym(
    "BREVITY",
    ["Shortness", "Courage", "Clarity", "Honesty"],
    0,
    "Brevity is the quality of being brief: shortness.",
  ),
  synonym("CANDID", ["Secretive", "Sweet", "Frank", "Careful"], 2, "A candid remark is open and honest: frank."),
  synonym(
    "DILIGENT",
    ["Lazy", "Clever", "Polite", "Hard-working"],
    3,
    "A diligent person works with steady care: hard-working.",
  ),
  synonym("FEEBLE", ["Weak", "Loud", "Angry", "Quick"], 0, "Feeble means lacking strength: weak."),
  synonym("JUBILANT", ["Jealous", "Joyful", "Tired", "Silent"], 1, "Jubilant means full of joy at a success."),
  synonym(
    "METICULOUS",
    ["Careless", "Quick", "Very careful", "Noisy"],
    2,
    "Meticulous means paying great attention to detail.",
  ),
  synonym("OBSOLETE", ["Modern", "Expensive", "Fragile", "Outdated"], 3, "Obsolete means no longer used: outdated."),
  synonym("VIVID", ["Bright", "Dull", "Empty", "Faint"], 0, "Vivid colours or memories are bright and clear."),
]);

const antonym = (word: string, o: string[], a: number, x: string) => ({
  en: `Choose the word opposite in meaning to ${word}.`,
  o,
  a,
  x,
});

const antonyms = written(SUBJECT, "antonyms", "EASY", ALL_EXAMS, [
  antonym("ANCIENT", ["Old", "Modern", "Historic", "Aged"], 1, "Ancient means very old; its opposite is modern."),
  antonym(
    "BENEVOLENT",
    ["Kind", "Generous", "Cruel", "Gentle"],
    2,
    "Benevolent means kind and well-meaning; the opposite is cruel.",
  ),
  antonym(
    "COMPULSORY",
    ["Optional", "Necessary", "Required", "Strict"],
    0,
    "Compulsory means required; the opposite is optional.",
  ),
  antonym(
    "EXPAND",
    ["Grow", "Extend", "Swell", "Contract"],
    3,
    "To expand is to become larger; to contract is to become smaller.",
  ),
  antonym("GENUINE", ["Real", "Fake", "Honest", "Pure"], 1, "Genuine means real; the opposite is fake."),
  antonym("HUMBLE", ["Modest", "Meek", "Arrogant", "Simple"], 2, "Humble means modest; the opposite is arrogant."),
  antonym(
    "SCARCE",
    ["Plentiful", "Rare", "Few", "Limited"],
    0,
    "Scarce means in short supply; the opposite is plentiful.",
  ),
  antonym(
    "TRANSPARENT",
    ["Clear", "Glassy", "Thin", "Opaque"],
    3,
    "Light passes through something transparent and not through something opaque.",
  ),
  antonym("VICTORY", ["Win", "Defeat", "Triumph", "Success"], 1, "The opposite of victory is defeat."),
]);

const spot = (a: string, b: string, c: string, answer: number, x: string) => ({
  en: `Find the part of the sentence that has an error: (A) ${a} (B) ${b} (C) ${c} (D) No error`,
  o: ["A", "B", "C", "D"],
  a: answer,
  x,
});

const errorSpotting = written(SUBJECT, "error-spotting", "MEDIUM", BANK_AND_SSC, [
  spot(
    "Each of the boys",
    "have finished",
    "the homework.",
    1,
    "'Each' takes a singular verb: 'Each of the boys has finished'.",
  ),
  spot("She is senior", "than me", "by two years.", 1, "'Senior' is followed by 'to', not 'than': 'senior to me'."),
  spot(
    "He has been living",
    "in Delhi",
    "since five years.",
    2,
    "A length of time takes 'for': 'for five years'; 'since' goes with a point in time.",
  ),
  spot("The news", "are very", "good today.", 1, "'News' is singular: 'The news is very good'."),
  spot("I prefer tea", "than coffee", "in the morning.", 1, "'Prefer' is followed by 'to': 'I prefer tea to coffee'."),
  spot(
    "Neither Ravi nor his friends",
    "was present",
    "at the meeting.",
    1,
    "With 'neither ... nor', the verb agrees with the nearer subject, 'friends': 'were present'.",
  ),
  spot("One of my friend", "lives", "in Pune.", 0, "'One of' takes a plural noun: 'One of my friends'."),
  spot("She sings", "very well", "and so does her sister.", 3, "The sentence is correct as written."),
]);

const blank = (sentence: string, o: string[], a: number, x: string) => ({
  en: `Fill in the blank: ${sentence}`,
  o,
  a,
  x,
});

const fillInTheBlanks = written(SUBJECT, "fill-in-the-blanks", "EASY", ALL_EXAMS, [
  blank(
    "She has been waiting ___ morning.",
    ["for", "since", "from", "by"],
    1,
    "'Since' marks the point in time when something began: 'since morning'.",
  ),
  blank(
    "The train ___ before we reached the station.",
    ["has left", "leaves", "had left", "was leaving"],
    2,
    "The earlier of two past actions takes the past perfect: 'had left'.",
  ),
  blank("He is good ___ mathematics.", ["at", "in", "on", "with"], 0, "We are 'good at' a subject or skill."),
  blank(
    "If I ___ you, I would apologise.",
    ["was", "am", "be", "were"],
    3,
    "An imagined condition takes 'were' for every person: 'If I were you'.",
  ),
  blank(
    "Neither of the answers ___ correct.",
    ["are", "is", "were", "have"],
    1,
    "'Neither' is singular: 'Neither of the answers is correct'.",
  ),
  blank("We should abide ___ the rules.", ["with", "to", "by", "for"], 2, "The phrasal verb is 'abide by': to follow."),
  blank(
    "The committee ___ its report yesterday.",
    ["submitted", "submits", "has submitted", "will submit"],
    0,
    "'Yesterday' fixes a finished past time, which takes the simple past.",
  ),
  blank(
    "She is the ___ student in the class.",
    ["taller", "most tall", "tall", "tallest"],
    3,
    "Comparing one with the whole class needs the superlative: 'tallest'.",
  ),
  blank("He insisted ___ paying the bill.", ["to", "on", "for", "at"], 1, "The verb is 'insist on' doing something."),
]);

const idiom = (phrase: string, o: string[], a: number, x: string) => ({
  en: `What does the idiom '${phrase}' mean?`,
  o,
  a,
  x,
});

const idioms = written(SUBJECT, "idioms", "MEDIUM", ALL_EXAMS, [
  idiom(
    "a piece of cake",
    ["Something very easy", "A small reward", "A sweet dish", "A shared profit"],
    0,
    "Something that is 'a piece of cake' is very easy to do.",
  ),
  idiom(
    "break the ice",
    ["Cause a quarrel", "Start a conversation in an awkward situation", "Cool a drink", "Refuse an offer"],
    1,
    "To break the ice is to ease the first awkwardness by starting to talk.",
  ),
  idiom(
    "once in a blue moon",
    ["Every month", "At night", "Very rarely", "Never"],
    2,
    "Once in a blue moon means very rarely.",
  ),
  idiom(
    "hit the nail on the head",
    ["Work with tools", "Hurt oneself", "Lose one's temper", "Describe exactly what is right"],
    3,
    "To hit the nail on the head is to say exactly the right thing.",
  ),
  idiom(
    "burn the midnight oil",
    ["Work late into the night", "Waste money", "Cook at night", "Start a fire"],
    0,
    "To burn the midnight oil is to study or work late at night.",
  ),
  idiom(
    "cry over spilt milk",
    ["Be careless", "Regret what cannot be undone", "Weep easily", "Waste food"],
    1,
    "Crying over spilt milk is regretting something that cannot be changed.",
  ),
  idiom(
    "under the weather",
    ["Outdoors", "In a hurry", "Slightly unwell", "Very happy"],
    2,
    "Feeling under the weather means feeling slightly ill.",
  ),
  idiom(
    "bite off more than you can chew",
    ["Eat greedily", "Speak rudely", "Refuse help", "Take on more than you can manage"],
    3,
    "It means taking on a task that is too big for you.",
  ),
  idiom(
    "let the cat out of the bag",
    ["Reveal a secret", "Free an animal", "Make a mistake", "Cause confusion"],
    0,
    "To let the cat out of the bag is to reveal a secret by accident.",
  ),
]);

const oneWord = (phrase: string, o: string[], a: number, x: string) => ({
  en: `Choose one word for: ${phrase}`,
  o,
  a,
  x,
});

const oneWordSubstitution = written(SUBJECT, "one-word-substitution", "MEDIUM", BANK_AND_SSC, [
  oneWord(
    "a person who cannot read or write",
    ["Ignorant", "Illiterate", "Innocent", "Illegible"],
    1,
    "An illiterate person cannot read or write; 'illegible' describes writing that cannot be read.",
  ),
  oneWord(
    "a person who does not eat meat",
    ["Vegetarian", "Carnivore", "Herbivore", "Omnivore"],
    0,
    "A vegetarian is a person who eats no meat; 'herbivore' is used for animals.",
  ),
  oneWord(
    "the story of a person's life written by that person",
    ["Biography", "Memoir", "Autobiography", "Diary"],
    2,
    "An autobiography is a life story written by its subject; a biography is written by someone else.",
  ),
  oneWord(
    "that which cannot be seen",
    ["Invincible", "Inaudible", "Indelible", "Invisible"],
    3,
    "Invisible means unable to be seen; 'invincible' means unable to be defeated.",
  ),
  oneWord(
    "a place where bees are kept",
    ["Apiary", "Aviary", "Aquarium", "Granary"],
    0,
    "An apiary keeps bees; an aviary keeps birds.",
  ),
  oneWord(
    "a person who speaks many languages",
    ["Linguist", "Polyglot", "Bilingual", "Translator"],
    1,
    "A polyglot speaks many languages.",
  ),
  oneWord(
    "an abnormal fear of heights",
    ["Claustrophobia", "Hydrophobia", "Acrophobia", "Xenophobia"],
    2,
    "Acrophobia is the fear of heights; claustrophobia is the fear of closed spaces.",
  ),
  oneWord(
    "a speech made without preparation",
    ["Monologue", "Soliloquy", "Dialogue", "Extempore"],
    3,
    "An extempore speech is given without preparation.",
  ),
  oneWord(
    "a person who walks in their sleep",
    ["Somnambulist", "Insomniac", "Hypnotist", "Pedestrian"],
    0,
    "A somnambulist walks in their sleep; an insomniac cannot sleep.",
  ),
]);

export const englishQuestions: SeedPracticeQuestion[] = [
  ...synonyms,
  ...antonyms,
  ...errorSpotting,
  ...fillInTheBlanks,
  ...idioms,
  ...oneWordSubstitution,
];
