/** What a failed Send of the API explorer means for the reader, and what to try next. */
export interface FailureAdvice {
  readonly what: string;
  readonly tryNext: string;
}

/** The theme's text while a request is under way (theme.openapi.request.fetchingMessage). */
const fetching = 'Fetching...';

const byStatus: Readonly<Record<number, string>> = {
  400: 'Check the parameters and the body against the schema on this page; the answer names the fault.',
  401: 'The token is missing, mistyped or expired: paste a current bearer token into Authorization.',
  403: 'The token is valid but its user may not do this: use a token of a user who holds the right.',
  404: 'Check the ids in the path: copy them from the list operation that returns them.',
  415: 'Choose the content type the operation takes, under Body.',
  422: 'The request breaks the API description: the answer names the field or parameter at fault.',
  429: 'Too many requests: wait before you send again.',
};

/**
 * `code` and `value` are the explorer's response state. Without a code, a value other than the
 * fetching text is the theme's failure message (no answer came); with a code of 400 or more, the
 * server refused the request and the panel shows its body.
 */
export function failureAdvice(code: string | undefined, value: string | undefined): FailureAdvice | undefined {
  if (!code) {
    if (!value || value === fetching) return undefined;
    return {
      what: `No answer: ${value}`,
      tryNext:
        'Check the server address and that your machine can reach it (for the mock server, run npm run mock). ' +
        'A browser also stops calls that the server or this site does not allow (CORS, the site’s security policy): ' +
        'copy the curl sample and run it in a terminal instead.',
    };
  }
  const status = Number(code);
  if (!Number.isInteger(status) || status < 400) return undefined;
  return {
    what: `The server refused the request with ${status}; its answer is below.`,
    tryNext:
      byStatus[status] ??
      (status >= 500
        ? 'The server failed. Before you send again, check whether the call already took effect: some calls create a new run or request each time.'
        : 'Read the answer below for the fault.'),
  };
}
