/**
 * Statements the product facts do not support, each found by a pattern over one sentence. They came from expert
 * reviews of the site; a sentence matching `pattern` and not `unless` fails with `reason`, so the same invention
 * cannot be written again in other words the pattern knows.
 */
export interface UnsupportedClaim {
  id: string;
  pattern: RegExp;
  /** A sentence that also matches this is fine (it presents the value as an example, or denies the claim). */
  unless?: RegExp;
  reason: string;
  /** Commands and grants are wrong in code too; a number in an example's code is the example's own value. */
  inCode: boolean;
}

const example =
  /for example|such as|e\.g\.|example|Northwind|set(s)? (it )?to|you set|you choose|you enter|configured|setting/i;

export const unsupportedClaims: readonly UnsupportedClaim[] = [
  {
    id: 'expiry-default',
    pattern: /^(?=.*\b[Tt]asks?\b)(?=.*\b\d+ days?\b)(?=.*\b(expire|expires|expired|expiry|Expired)\b)/,
    unless: example,
    reason:
      'a task expiry is a setting of the workflow node (the task shows `expiry` and `expiryDate`); give a number only as an example value',
    inCode: false,
  },
  {
    id: 'escalation-default',
    pattern: /\bescalat\w*\b[^.]*\bdefault\b|\bdefault\b[^.]*\bescalat\w*/i,
    unless: /\b(no|not|never|without)\b[^.]*default|default[^.]*\b(not|none)\b|alternate certifier/i,
    reason: 'the product gives no default escalation target: escalation goes to the `escalationAssignee` the node sets',
    inCode: false,
  },
  {
    id: 'report-permission',
    pattern:
      /own the report,? or (you )?(are )?an administrator|only (the )?(report )?owners? (and|or) administrators? can/i,
    reason: 'the spec gives no report permissions; say what the reader sees and to ask their administrator',
    inCode: false,
  },
  {
    id: 'proxy-acceptance',
    pattern: /(does not|doesn't|never) ask (them|the proxy|your proxy|him|her) to accept/i,
    reason: 'the spec says nothing about how a proxy is notified or asked; describe only what the reader can observe',
    inCode: false,
  },
  {
    id: 'report-script-contract',
    pattern: /\*\*Output\*\* panel|\*\*Test\*\* button[^.]*script|script[^.]*\*\*Test\*\* button/i,
    reason: 'no report-script runtime, Test button or Output panel is defined by the product facts',
    inCode: false,
  },
  {
    id: 'nft-flush-ruleset',
    pattern: /nft flush ruleset/,
    reason: 'flushing the whole ruleset also removes kube-proxy and CNI rules: roll back by deleting your own table',
    inCode: true,
  },
  {
    id: 'mysql-user-grant',
    pattern: /GRANT\s+SELECT\s+ON\s+`?mysql`?\.`?user`?/i,
    reason: 'SELECT on mysql.user exposes password hashes: grant only what the connector needs',
    inCode: true,
  },
  {
    id: 'google-group-scope',
    pattern: /admin\.directory\.group(?![.\w])[^.]*\bread\b/i,
    unless: /write|read-write|readonly|manage|change|create/i,
    reason: '`admin.directory.group` is the read-write scope; `admin.directory.group.readonly` reads groups',
    inCode: true,
  },
  {
    id: 'draft-as-retired',
    pattern: /\bDraft\b[^.]*\bretir\w*|\bretir\w*[^.]*\bDraft\b/,
    unless: /\b(not|never|no|neither|nor|instead)\b/i,
    reason: 'certification status `Draft` means not active yet; it is not a way to retire',
    inCode: false,
  },
  {
    id: 'open-tasks-assigned-only',
    pattern:
      /\bopen (approval |fulfillment |certification )?tasks?\b[^.]*`?"?Assigned"?`?|`?"?Assigned"?`?[^.]*\bopen (approval |fulfillment |certification )?tasks?\b/i,
    unless: /Claimed/,
    reason: 'open tasks are in state `Assigned` or `Claimed`; a filter on `Assigned` alone misses claimed tasks',
    inCode: false,
  },
  {
    id: 'performer-split',
    pattern: /`access-managers`[^.]*\b(Epic|Salesforce)\b|\b(Epic|Salesforce)\b[^.]*`access-managers`/,
    unless: /Access Manager\b/,
    reason: 'Access Manager, the `access-managers` group, is the one performer of Salesforce and Epic EHR: name it so',
    inCode: false,
  },
  {
    id: 'revoke-filter-as-workflow',
    pattern: /filter=(create|modify|revoke)[^.]*\bworkflow\b|\bworkflow\b[^.]*filter=(create|modify|revoke)/i,
    unless: /request type|type of request|requests? of type/i,
    reason: 'the `filter` of List requests selects the request type (create, modify, revoke), not a workflow',
    inCode: false,
  },
  {
    id: 'connector-healthy',
    pattern: /\bconnector (health )?(shows|is|reports|status is) \*{0,2}`?healthy\b/i,
    unless: /\b(not|no|never|whether)\b/i,
    reason:
      'the product gives no connector "Healthy" status: name the evidence (Test connection passes, the last batch has no error events)',
    inCode: false,
  },
  {
    id: 'self-approval-guarantee',
    pattern:
      /\bTessera (stops|prevents|blocks|refuses|does not let|will not let)\b[^.]*\b(approv|certif|claim)\w*[^.]*\b(own|themsel\w*|himself|herself|beneficiary)\b/i,
    unless: /\b(whether|if)\b/i,
    reason:
      'the product facts give no self-approval block: tell the reader how to choose approvers and certifiers so that nobody decides on their own access',
    inCode: false,
  },
  {
    id: 'rule-reevaluation',
    pattern:
      /\bmembers? (are|is) re-?evaluated\b|\bmatch(es)? the new rule\b[^.]*\b(gain|get)s?\b|\bmatched only the old rule\b[^.]*\blose\b/i,
    reason:
      "the product facts do not say how a rule change reaches current members: tell the reader to check the members and each one's `associatedRoles`",
    inCode: false,
  },
  {
    id: 'rule-revoke-request',
    pattern:
      /\brules?\b[^.]*\b(creates?|raises?|starts?|generates?|led to)\b[^.]*\b(requests?|revokes?) of type `?revoke|requests of type `revoke` that the (move|change|rule) led to/i,
    reason:
      'the product facts do not say that a role rule creates revoke requests: tell the reader to check `associatedRoles` and to revoke what remains',
    inCode: false,
  },
  {
    id: 'minimum-duration',
    pattern: /\bminimum (duration|period|lifetime)\b/i,
    unless: example,
    reason: 'the product facts give no minimum duration: give a number only as an example value you set',
    inCode: false,
  },
  {
    id: 'licensing-rule',
    pattern:
      /\b(each|every) Connected application (needs|uses|takes|requires|counts against) a connector entitlement|connector entitlement covers Connected applications only|\bDisconnected application[^.]*uses no connector entitlement/i,
    reason:
      'the product facts give no licensing rules: what a subscription covers is on the order form; say where the reader reads it',
    inCode: false,
  },
];
