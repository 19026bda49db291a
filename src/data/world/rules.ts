/**
 * The rules the Northwind world keeps, so that every example on the site can: people and owners exist, role
 * holdings agree with role contents, networks hold their addresses, and separation of duties (nobody certifies
 * access they approved or hold; a proxy or approver is never the beneficiary; the compliance officer owns
 * campaigns but certifies nothing; an administrator neither approves nor certifies).
 */
import type { AccessReview, ApiRecord, Duty, Person, World } from './types';

/** A dotted IPv4 address as a number; undefined when a part is above 255. */
export function ipToNumber(ip: string): number | undefined {
  const parts = ip.split('.').map(Number);
  if (parts.some((part) => part > 255)) return undefined;
  return parts.reduce((total, part) => total * 256 + part, 0);
}

/** Whether an address (as `ipToNumber` gives it) lies in a CIDR subnet such as `10.20.6.0/26`. */
export function inSubnet(ip: number, subnet: string): boolean {
  const [base = '', bits = '32'] = subnet.split('/');
  const start = ipToNumber(base) ?? -1;
  return ip >= start && ip < start + 2 ** (32 - Number(bits));
}

/** The people who certify a line of `review` for the entitlement `pair` held by `holder`. */
export function certifiersOf(world: World, review: AccessReview, holder: Person, pair: string): string[] {
  const application = world.applications.find((candidate) => pair.startsWith(`${candidate.name}~`));
  switch (review.certifierType) {
    case 'User':
      return review.certifier ? [review.certifier] : [];
    case "Beneficiary's Manager":
      return holder.managerLogin ? [holder.managerLogin] : [];
    case 'Resource owner':
      return application?.businessOwner ? [application.businessOwner] : [];
    case 'Role':
      return [];
  }
}

/** The people in scope of a review: its scope names a department ("Users of the Finance department"). */
export function reviewPopulation(world: World, review: AccessReview): Person[] {
  const department = /Users of the (.+) department/.exec(review.scope)?.[1];
  return world.people.filter((person) => person.department === department);
}

/** A duty as one string, such as `certifier: Q4 Finance access review`. */
function dutyKey(duty: Duty): string {
  const { kind, ...target } = duty;
  return [kind, ...Object.values(target)].join(': ');
}

/**
 * The duties each person has by the rest of the world: ownership fields, reviews, proxies, reports and the
 * administrator flag. Approving is left out: who approves follows from workflows the world does not model.
 */
function derivedDuties(world: World): Map<string, Set<string>> {
  const duties = new Map(world.people.map((person) => [person.login, new Set<string>()]));
  const add = (login: string | undefined, duty: Duty) => duties.get(login ?? '')?.add(dutyKey(duty));
  for (const person of world.people) if (person.isAdministrator) add(person.login, { kind: 'administrator' });
  for (const application of world.applications) {
    add(application.businessOwner, { kind: 'business-owner', application: application.name });
    add(application.ITOwner, { kind: 'it-owner', application: application.name });
    for (const entitlement of application.entitlements) {
      for (const owner of entitlement.owners ?? []) {
        add(owner, { kind: 'entitlement-owner', entitlement: `${application.name}~${entitlement.name}` });
      }
    }
  }
  for (const role of world.roles) add(role.roleOwnerLogin, { kind: 'role-owner', role: role.name });
  for (const review of world.reviews) {
    add(review.owner, { kind: 'campaign-owner', review: review.name });
    for (const holder of reviewPopulation(world, review)) {
      for (const held of holder.holds) {
        for (const certifier of certifiersOf(world, review, holder, held.entitlement)) {
          add(certifier, { kind: 'certifier', review: review.name });
        }
        for (const alternate of alternatesOf(review, holder)) {
          add(alternate, { kind: 'alternate-certifier', review: review.name });
        }
      }
    }
  }
  for (const proxy of world.proxies) add(proxy.proxy, { kind: 'proxy', for: proxy.for });
  for (const report of world.reports) add(report.owner, { kind: 'report-owner', report: report.name });
  return duties;
}

/** Who certifies a holder's line when the certifier cannot: the named user, or else the holder's manager. */
function alternatesOf(review: AccessReview, holder: Person): string[] {
  if (review.alternateCertifierUser) return [review.alternateCertifierUser];
  return holder.managerLogin ? [holder.managerLogin] : [];
}

/** Every rule the world breaks, one sentence each; empty when the world is sound. */
export function worldFaults(world: World): string[] {
  const faults: string[] = [];
  const people = new Map(world.people.map((person) => [person.login, person]));
  const roles = new Map(world.roles.map((role) => [role.name, role]));
  const pairs = new Set(
    world.applications.flatMap((application) =>
      application.entitlements.map((entitlement) => `${application.name}~${entitlement.name}`),
    ),
  );
  const principals = new Set([...people.keys(), ...world.groups.map((group) => group.name)]);
  const mustExist = (login: string | undefined, what: string) => {
    if (login && !principals.has(login)) faults.push(`${what} names \`${login}\`, who is not in the world`);
  };

  for (const person of world.people) {
    mustExist(person.managerLogin, `${person.login}'s manager`);
    for (const role of person.roles) {
      const definition = roles.get(role);
      if (!definition) {
        faults.push(`${person.login} is a member of ${role}, which is not a role`);
        continue;
      }
      for (const pair of definition.entitlements) {
        if (!person.holds.some((held) => held.entitlement === pair && held.role === role)) {
          faults.push(`${person.login} is a member of ${role} but does not hold its ${pair}`);
        }
      }
    }
    for (const held of person.holds) {
      if (!pairs.has(held.entitlement)) faults.push(`${person.login} holds ${held.entitlement}, which does not exist`);
      if (held.mechanism === 'Role' && !(held.role && roles.get(held.role)?.entitlements.includes(held.entitlement))) {
        faults.push(`${person.login} holds ${held.entitlement} through a role that does not contain it`);
      }
    }
  }

  for (const role of world.roles) {
    mustExist(role.roleOwnerLogin, `the role ${role.name}'s owner`);
    for (const pair of role.entitlements)
      if (!pairs.has(pair)) faults.push(`the role ${role.name} holds ${pair}, which does not exist`);
  }

  for (const application of world.applications) {
    mustExist(application.businessOwner, `${application.name}'s business owner`);
    mustExist(application.ITOwner, `${application.name}'s IT owner`);
    if (application.performer && application.integrationLevel !== 'Disconnected') {
      faults.push(`${application.name} has a performer but is ${application.integrationLevel}`);
    }
    if (application.connector && application.integrationLevel !== 'Connected') {
      faults.push(`${application.name} has a connector but is ${application.integrationLevel}`);
    }
  }

  for (const zone of world.deployment.zones) {
    for (const [name, address] of Object.entries(zone.addresses ?? {})) {
      if (!inSubnet(ipToNumber(address) ?? -1, zone.subnet))
        faults.push(`${name} (${address}) is outside its zone ${zone.subnet}`);
    }
  }

  // Whoever approved a grant, or could have as its escalation assignee, must not certify it.
  const approvedBy = (person: Person, pair: string): string[] =>
    world.requests
      .filter((request) => request.beneficiary === person.login && request.entitlement === pair)
      .flatMap((request) => [...request.approvedBy, request.escalationAssignee]);

  for (const request of world.requests) {
    if ([...request.approvedBy, ...(request.rejectedBy ?? [])].includes(request.beneficiary)) {
      faults.push(`${request.requestId} is decided by its own beneficiary`);
    }
    if (request.escalationAssignee === request.beneficiary) {
      faults.push(`${request.requestId} escalates to its own beneficiary`);
    }
    const beneficiary = people.get(request.beneficiary);
    const granted = beneficiary?.holds.some((held) => held.request === request.requestId) ?? false;
    if (request.rejectedBy !== undefined && request.rejectedBy.length > 0) {
      if (granted) faults.push(`${request.requestId} is rejected, but its beneficiary holds access by it`);
    } else if (!granted) {
      faults.push(
        `${request.requestId} grants ${request.entitlement}, which its beneficiary does not hold by that request`,
      );
    }
  }

  for (const review of world.reviews) {
    const owner = people.get(review.owner);
    for (const holder of reviewPopulation(world, review)) {
      for (const held of holder.holds) {
        const certifiers = certifiersOf(world, review, holder, held.entitlement);
        // The alternate stands in when the certifier cannot act: the same person leaves the line with nobody.
        for (const alternate of alternatesOf(review, holder)) {
          if (certifiers.includes(alternate)) {
            faults.push(
              `${alternate} is both certifier and alternate certifier of ${holder.login}'s ${held.entitlement} in "${review.name}"`,
            );
          }
        }
        for (const certifier of [...certifiers, ...alternatesOf(review, holder)]) {
          const line = `${holder.login}'s ${held.entitlement} in "${review.name}"`;
          if (certifier === holder.login) faults.push(`${certifier} certifies their own ${line}`);
          if (approvedBy(holder, held.entitlement).includes(certifier))
            faults.push(`${certifier} certifies ${line}, which they approved`);
          if (people.get(certifier)?.holds.some((own) => own.entitlement === held.entitlement))
            faults.push(`${certifier} certifies ${line}, which they hold themselves`);
          if (certifier === review.owner) faults.push(`${certifier} owns "${review.name}" and also certifies ${line}`);
          if (people.get(certifier)?.isAdministrator) faults.push(`the administrator ${certifier} certifies ${line}`);
        }
      }
    }
    if (owner?.duties.some((duty) => duty.kind === 'certifier' || duty.kind === 'approver' || duty.kind === 'proxy')) {
      faults.push(`${owner.login} owns the campaign "${review.name}" but also certifies, approves or acts as a proxy`);
    }
  }

  for (const proxy of world.proxies) {
    mustExist(proxy.proxy, `the proxy of ${proxy.for}`);
    for (const request of world.requests) {
      if (request.approvedBy.includes(proxy.for) && request.beneficiary === proxy.proxy) {
        faults.push(`${proxy.proxy} is ${proxy.for}'s proxy and the beneficiary of ${request.requestId}`);
      }
    }
    if (
      people.get(proxy.proxy)?.duties.some((duty) => duty.kind === 'certifier' || duty.kind === 'alternate-certifier')
    ) {
      faults.push(`${proxy.proxy} approves as a proxy and also certifies`);
    }
  }

  // The duties a person lists must be those the rest of the world gives them, so the rules above that read
  // duties cannot be misled by a list that drifted.
  const derived = derivedDuties(world);
  for (const person of world.people) {
    const listed = new Set(person.duties.filter((duty) => duty.kind !== 'approver').map(dutyKey));
    const expected = derived.get(person.login) ?? new Set<string>();
    for (const duty of expected) if (!listed.has(duty)) faults.push(`${person.login} lacks the duty "${duty}"`);
    for (const duty of listed)
      if (!expected.has(duty)) faults.push(`${person.login} lists the duty "${duty}", which the world does not give`);
  }

  for (const person of world.people) {
    if (person.isAdministrator && person.duties.some((duty) => duty.kind === 'approver' || duty.kind === 'certifier')) {
      faults.push(`the administrator ${person.login} also approves or certifies`);
    }
  }

  for (const group of world.groups) {
    for (const member of group.members ?? []) {
      if (!people.has(member)) faults.push(`the group ${group.name} has the member \`${member}\`, who is not a person`);
    }
  }
  faults.push(...recordFaults(world, pairs));
  return faults;
}

/** Each record id names one record, and each record names something the world holds. */
function recordFaults(world: World, pairs: ReadonlySet<string>): string[] {
  const faults: string[] = [];
  const seen = new Set<string>();
  const known: Partial<Record<ApiRecord['kind'], ReadonlySet<string>>> = {
    user: new Set(world.people.map((person) => person.login)),
    application: new Set(world.applications.map((application) => application.name)),
    entitlement: pairs,
    role: new Set(world.roles.map((role) => role.name)),
    'certification-definition': new Set(world.reviews.map((review) => review.name)),
  };
  for (const record of world.records) {
    if (!/^[0-9a-f]{24}$/.test(record.id)) faults.push(`the record id ${record.id} is not 24 hexadecimal digits`);
    if (seen.has(record.id)) faults.push(`the record id ${record.id} names two records`);
    seen.add(record.id);
    const names = known[record.kind];
    if (names && !names.has(record.name))
      faults.push(`the ${record.kind} record ${record.id} names "${record.name}", which the world does not hold`);
  }
  return faults;
}
