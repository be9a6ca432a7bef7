/**
 * Passwords of 8 or more characters that top the published lists of leaked passwords, plus
 * a few local favourites. A new password that matches one (case-insensitively) is refused.
 */
export const commonPasswords = new Set([
  "password", "password1", "password12", "password123", "password1234", "passw0rd", "p@ssw0rd", "p@ssword",
  "12345678", "123456789", "1234567890", "0123456789", "11111111", "00000000", "88888888", "12341234",
  "87654321", "11223344", "12344321", "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx", "zaq12wsx", "qwertyuiop",
  "qwerty123", "qwerty12", "qwerty1234", "asdfghjkl", "asdf1234", "zxcvbnm1", "abc12345", "abcd1234",
  "iloveyou", "iloveyou1", "sunshine", "princess", "football", "baseball", "superman", "starwars",
  "computer", "whatever", "trustno1", "letmein1", "welcome1", "welcome123", "admin123", "administrator",
  "michelle", "jennifer", "babygirl", "lovely123", "monkey123", "dragon123", "master123", "shadow123",
  "charlie1", "freedom1", "internet", "changeme", "secret123", "test1234", "testtest", "qazwsxedc",
  "aa123456", "a1234567", "a12345678", "q1w2e3r4", "q1w2e3r4t5", "7777777", "99999999", "55555555",
  "bangladesh", "bangladesh1", "dhaka123", "dhaka1234", "jute1234", "juteprice", "goldenfibre",
]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
