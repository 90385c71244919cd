/**
 * Korean, as the analysis reads it. Korean is written with spaces, but its particles and endings are
 * written onto the word they follow: a name ends before its particles ("브랜드는", "브랜드의",
 * "브랜드에서도"), and an opinion word is a stem under an ending ("좋습니다", "좋은", "좋지 않다").
 */

/** Hangul syllables and compatibility letters, as a pattern range. */
export const HANGUL_RANGE = '\\uac00-\\ud7a3\\u3131-\\u318e';

export function isHangul(code: number): boolean {
  return (code >= 0xac00 && code <= 0xd7a3) || (code >= 0x3131 && code <= 0x318e);
}

/**
 * Particles and copula endings written onto a noun: topic, subject, object, possessive, "also",
 * place, direction, company, comparison, limits, quotation, and "is" / "was" in its common forms.
 */
const PARTICLES = `은 는 이 가 을 를 의 도 에 에서 에게 께 께서 한테 와 과 랑 이랑 하고 로 으로 로서 으로서 로써 으로써
  만 보다 처럼 같이 만큼 까지 부터 마다 밖에 조차 뿐 이나 나 든 이든 든지 이든지 라도 이라도 야 이야 요 이요
  라는 이라는 라고 이라고 란 이란 며 이며 고 이고 면 이면 라면 이라면 지만 이지만 인 인데 인가 이다 다 입니다 였 이었
  였다 이었다 였고 이었고 예요 이에요 에요 서 는데 도요 들`
  .split(/\s+/)
  .filter((word) => word.length > 0);
const PARTICLE_SET: ReadonlySet<string> = new Set(PARTICLES);
const LONGEST_PARTICLE = Math.max(...PARTICLES.map((word) => word.length));
/** How many particles may follow one another: "에서는", "에게서도", "으로서의". */
const MOST_PARTICLES = 3;

/** Whether text[from, to) is made of at most `left` particles. */
function splitsIntoParticles(text: string, from: number, to: number, left: number): boolean {
  if (from === to) return true;
  if (left === 0) return false;
  for (let length = Math.min(LONGEST_PARTICLE, to - from); length >= 1; length -= 1) {
    if (PARTICLE_SET.has(text.slice(from, from + length)) && splitsIntoParticles(text, from + length, to, left - 1)) {
      return true;
    }
  }
  return false;
}

/**
 * Whether the Hangul written right after a name at `at` (up to `to`) is only its particles: the name's
 * word ends there ("브랜드는", "브랜드에서도"), where another syllable makes a longer word ("토스트" is no "토스").
 */
export function particlesFollow(text: string, at: number, to: number = text.length): boolean {
  let end = at;
  while (end < to && isHangul(text.charCodeAt(end))) end += 1;
  if (end === at) return true;
  if (end - at > LONGEST_PARTICLE * MOST_PARTICLES) return false;
  return splitsIntoParticles(text, at, end, MOST_PARTICLES);
}

/** particlesFollow as a pattern: what may follow a name ending in Hangul, with the `u` flag. */
export const PARTICLES_PATTERN = `(?:${[...PARTICLES].sort((a, b) => b.length - a.length).join('|')}){1,${MOST_PARTICLES}}(?![${HANGUL_RANGE}])`;
