import { describe, expectTypeOf, it } from 'vitest';
import type { components, operations, paths } from '../../openapi/generated/tessera';

type Schemas = components['schemas'];

describe('types compiled from openapi/tessera.yaml', () => {
  it('carry the enums of the spec', () => {
    expectTypeOf<Schemas['TaskState']>().toEqualTypeOf<
      'Assigned' | 'Claimed' | 'Completed' | 'Expired' | 'Cancelled'
    >();
    expectTypeOf<Schemas['TaskAction']>().toEqualTypeOf<'Claim' | 'Approve' | 'Reject' | 'Escalate' | 'Re-Assign'>();
    expectTypeOf<Schemas['RoleRiskLevel']>().toEqualTypeOf<'high' | 'low' | 'med'>();
    expectTypeOf<Schemas['RiskLevel']>().toEqualTypeOf<'low' | 'medium' | 'high'>();
    expectTypeOf<Schemas['RequestType']>().toEqualTypeOf<'create' | 'modify' | 'revoke'>();
  });

  it('require what section 5 requires', () => {
    expectTypeOf<Schemas['CartItem']>().toHaveProperty('entityId').toEqualTypeOf<string>();
    expectTypeOf<Schemas['UserCart']['requester']['login']>().toEqualTypeOf<string>();
    expectTypeOf<Schemas['TaskCommentProperties']['taskId']>().toEqualTypeOf<string>();
  });

  it('type the calls: paths, parameters and answers', () => {
    expectTypeOf<paths['/api/core/task/{id}/{action}']['post']>().toEqualTypeOf<operations['actOnTask']>();
    expectTypeOf<operations['actOnTask']['parameters']['path']['action']>().toEqualTypeOf<Schemas['TaskAction']>();
    expectTypeOf<operations['saveCart']['responses'][201]['content']['application/json']>().toEqualTypeOf<
      Schemas['CartResult']
    >();
    expectTypeOf<
      operations['createCertificationDefinition']['responses'][200]['content']['application/json']
    >().toEqualTypeOf<true>();
  });
});
