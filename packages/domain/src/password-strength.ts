/**
 * The shop's password rule, shared by the server (the judge) and the storefront's strength meter.
 * The estimate itself comes from zxcvbn (docs/decisions/013-password-strength.md); this file only
 * says which estimate is good enough and how the verdict reads, so both sides agree word for word.
 */

/**
 * zxcvbn's scale: 0–1 "too guessable", 2 "somewhat guessable" (under 10^8 guesses), 3 "safely
 * unguessable" for a throttled, slowly hashed login. 2 still lets `Admin@123` and `AshaVerma@123`
 * (a name with the usual decorations) through, so 3 is the bar.
 */
export const MIN_PASSWORD_SCORE = 3;

/** What zxcvbn's `check()` returns that the verdict needs. */
export interface StrengthEstimate {
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
}

export interface PasswordVerdict {
  /** 0–4, for a meter. */
  score: number;
  acceptable: boolean;
  /** Why a password is refused and what would help; null when it is acceptable. */
  message: string | null;
}

/** Who the password belongs to: a password built from these is among the first an attacker tries. */
export interface PasswordOwner {
  email?: string | undefined;
  fullName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/**
 * The owner's words as zxcvbn user inputs: the email, its local part and the pieces of it, the name
 * and each of its parts, and the name run together (`ashaverma`), all lower-cased.
 */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const inputs = new Set<string>();
  const add = (value: string | undefined) => {
    const word = value?.trim().toLowerCase();
    if (word && word.length >= 2) inputs.add(word);
  };
  const email = owner.email?.trim().toLowerCase();
  const local = email?.split('@')[0];
  add(email);
  add(local);
  for (const piece of local?.split(/[._+-]+/) ?? []) add(piece);
  for (const name of [owner.fullName, owner.firstName, owner.lastName]) {
    add(name);
    const parts = name?.split(/\s+/) ?? [];
    for (const part of parts) add(part);
    add(parts.join(''));
  }
  add([owner.firstName, owner.lastName].filter(Boolean).join(''));
  return [...inputs];
}

/**
 * Whether the password is, but for case and spaces, one of the owner's words: the e-mail address,
 * its local part (or a piece of it), the name or a part of it. zxcvbn judges only a password's first
 * 32 characters, so a long address with random parts (`rt-4f2a-same-9c1d-77ab-e3f0@example.com`)
 * passed as its own password; this rule refuses it at any length.
 */
export function isOwnersWords(password: string, owner: PasswordOwner): boolean {
  const word = password.normalize('NFKC').trim().toLowerCase();
  const inputs = passwordUserInputs(owner);
  return inputs.includes(word) || inputs.includes(word.replace(/\s+/g, ''));
}

/** The verdict on a password that is the owner's e-mail address or name. */
export const OWNERS_WORDS_VERDICT: PasswordVerdict = {
  score: 0,
  acceptable: false,
  message: 'This password is too easy to guess. Do not use your email address or your name as your password.',
};

export function passwordVerdict(estimate: StrengthEstimate): PasswordVerdict {
  const acceptable = estimate.score >= MIN_PASSWORD_SCORE;
  if (acceptable) return { score: estimate.score, acceptable, message: null };
  const { warning, suggestions } = estimate.feedback;
  const advice = [warning, ...suggestions].filter(Boolean).join(' ');
  return {
    score: estimate.score,
    acceptable,
    message: `This password is too easy to guess. ${advice || 'Add a few uncommon words.'}`.trim(),
  };
}
