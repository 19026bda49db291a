import { describe, expect, it } from 'vitest';
import { credentialVariables, extractSamples, forMock } from './extract';

const page = (body: string) => extractSamples('docs/user/page.md', `# Page\n\n${body}`);

describe('extractSamples', () => {
  it('finds the curl blocks, the body files they send and the fragments, with their lines', () => {
    const samples = page(
      [
        'Send it:',
        '',
        '```bash',
        'curl -X POST "https://northwind.tessera.example/api/core/cart" -d @cart.json',
        '```',
        '',
        '```json title="cart.json"',
        '{"requester": {"login": "jane.doe"}}',
        '```',
        '',
        '```bash fragment="calls the Okta API, not Tessera"',
        'curl -s "https://northwind.okta.com/api/v1/users?limit=1"',
        '```',
        '',
        '```bash',
        'kubectl get pods',
        '```',
      ].join('\n'),
    );
    expect(samples.commands.map((block) => block.line)).toEqual([5]);
    expect(samples.bodyFiles.map((block) => [block.line, block.title])).toEqual([[9, 'cart.json']]);
    expect(samples.fragments.map((block) => block.fragment)).toEqual(['calls the Okta API, not Tessera']);
    expect(samples.problems).toEqual([]);
  });

  it('asks for a title or a fragment marker on a request body the page says to send', () => {
    const samples = page(
      'The request body:\n\n```json\n{"operation": "reconcile"}\n```\n\nThe answer:\n\n```json\n{}\n```\n',
    );
    expect(samples.problems).toEqual([
      { line: 5, message: expect.stringContaining('a request body the page says to send') as string },
    ]);
  });

  it('refuses a titled body that no curl block sends, and a malformed marker', () => {
    const samples = page('```json title="cart.json"\n{}\n```\n\n```bash fragment=\ncurl https://example.org\n```\n');
    expect(samples.problems.map((problem) => problem.line)).toEqual([7, 3]);
    expect(samples.problems[0]?.message).toContain('write the fragment marker as fragment="');
    expect(samples.problems[1]?.message).toBe('no curl block on the page sends cart.json');
  });
});

describe('what a sample needs to run against the mock', () => {
  it('points the tenant, a self-hosted install and the mock port at the mock server', () => {
    const code =
      'curl https://northwind.tessera.example/a https://iga.northwind.example/b http://127.0.0.1:4010/c https://graph.microsoft.com/d';
    expect(forMock(code, 'http://127.0.0.1:5000')).toBe(
      'curl http://127.0.0.1:5000/a http://127.0.0.1:5000/b http://127.0.0.1:5000/c https://graph.microsoft.com/d',
    );
  });

  it('gives the credentials a sample reads but does not set', () => {
    expect(credentialVariables('X_TOKEN=1\ncurl -H "$TESSERA_TOKEN $X_TOKEN ${AD_BIND_PASSWORD}" $APP_ID')).toEqual([
      'TESSERA_TOKEN',
      'AD_BIND_PASSWORD',
    ]);
  });
});
