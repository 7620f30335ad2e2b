/**
 * Password rules of sign-up, reset and change (design §7; NIST SP 800-63B §5.1.1.2): at least 8
 * characters, no composition rules, and never a password that is known to be common, because those
 * are the first ones an attacker tries against every account.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but a megabyte of "password" is a denial of service, not a password. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The most used passwords of at least 8 characters in public breach lists (the SecLists "top 10k"
 * head), plus local ones an attacker would try first in Myanmar. Compared case-insensitively and
 * ignoring a trailing run of digits or punctuation, so 'Password1!' counts as 'password'.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '11111111', '00000000', '12341234', '87654321', '88888888',
  '11223344', '12344321', '99999999', '12121212', '22222222', '55555555', '66666666', '77777777',
  '123123123', '147258369', '987654321', 'qwertyuiop', 'qwertyui', 'qwerty123', 'asdfghjkl', 'zxcvbnm',
  '1q2w3e4r', '1qaz2wsx', 'q1w2e3r4', 'zaq12wsx', 'qazwsxedc', 'password', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'iloveyou', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'starwars',
  'whatever', 'trustno1', 'letmein!', 'welcome1', 'welcome', 'abcd1234', 'abc12345', 'a1b2c3d4',
  'aa123456', 'computer', 'internet', 'michelle', 'jennifer', 'jordan23', 'liverpool', 'chelsea1',
  'manchester', 'mustang1', 'shadow12', 'master12', 'dragon12', 'monkey12', 'charlie1', 'samsung1',
  'changeme', 'default1', 'admin123', 'administrator', 'loveyou1', 'iloveu12', 'facebook', 'google12',
  'mingalaba', 'mingalarbar', 'myanmar1', 'myanmar', 'yangon12', 'mandalay', 'burma123', 'thwa1234',
]);

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common';

/** The password with a trailing run of digits or punctuation dropped, lower-cased: 'Password123!' → 'password'. */
function stem(password: string): string {
  return password.toLowerCase().replace(/[\d\W_]+$/u, '');
}

/**
 * What is wrong with a new password, or undefined when it may be used. `personal` are words of the
 * account itself (email, names, phone): a password that is one of them is as guessable as a common one.
 */
export function passwordProblem(password: string, personal: readonly (string | null | undefined)[] = []): PasswordProblem | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(stem(password))) return 'too_common';
  // One repeated character ('aaaaaaaa') or an ascending/descending run ('abcdefgh', '98765432').
  if (/^(.)\1*$/u.test(password) || isSequence(lower)) return 'too_common';
  const own = personal
    .filter((word): word is string => typeof word === 'string' && word.trim().length >= 3)
    .flatMap((word) => [word.toLowerCase(), word.toLowerCase().split('@')[0] ?? '']);
  if (own.some((word) => word.length >= 3 && (lower === word || stem(password) === word))) return 'too_common';
  return undefined;
}

function isSequence(text: string): boolean {
  const codes = [...text].map((char) => char.codePointAt(0) ?? 0);
  const steps = new Set(codes.slice(1).map((code, index) => code - (codes[index] ?? 0)));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}
