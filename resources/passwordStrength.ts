/**
 * How guessable a password is, by zxcvbn's estimate over its common-password, name and word
 * dictionaries: the server refuses a new password below the minimum score, and the forms give the
 * same answer before sending. The dictionaries weigh about 1.5 MB, so both sides load them on
 * first use (the app as a chunk of its own).
 */
export const MIN_PASSWORD_SCORE = 3;

type TScore = (password: string, userInputs: string[]) => number;

let estimator: Promise<TScore> | undefined;

const loadEstimator = async (): Promise<TScore> => {
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return (password, userInputs) => zxcvbn.check(password, userInputs).score;
};

/** Whether the password is too easy to guess; the username and name count as guessable words. */
export const isGuessablePassword = async (password: string, userInputs: readonly (string | null | undefined)[] = []): Promise<boolean> => {
  estimator ??= loadEstimator();
  const score = (await estimator)(password, userInputs.filter((input): input is string => Boolean(input)));
  return score < MIN_PASSWORD_SCORE;
};
