/**
 * The rules the systems part of the world keeps: every record, export and batch names an application of the
 * world; only Connected applications have a connector runner; batches of an application without a runner come
 * from an export; and no two systems share a service account's name, so that a page cannot give one system's
 * account to another.
 */
import type { World } from './types';
import type { Systems } from './systems';

/** Every rule the systems part breaks, one sentence each; empty when it is sound. */
export function systemFaults(world: World, systems: Systems): string[] {
  const faults: string[] = [];
  const applications = new Map(world.applications.map((application) => [application.name, application]));
  const records = new Map(systems.records.map((record) => [record.name, record]));

  for (const application of world.applications) {
    if (!records.has(application.name)) faults.push(`${application.name} has no record in the systems part`);
  }
  for (const record of systems.records) {
    const application = applications.get(record.name);
    if (!application) {
      faults.push(`the record ${record.name} names no application of the world`);
      continue;
    }
    if (record.connectorRunner !== (application.integrationLevel === 'Connected')) {
      faults.push(
        `${record.name} is ${application.integrationLevel} but ${record.connectorRunner ? 'has' : 'lacks'} a connector runner`,
      );
    }
  }
  for (const application of world.applications) {
    if (application.performer && !world.groups.some((group) => group.name === application.performer)) {
      faults.push(`${application.name}'s performer ${application.performer} is not a group of the world`);
    }
  }
  if (systems.aws.accounts.some((account) => account.id === systems.gcp.organizationId)) {
    faults.push('the Google Cloud organization reuses an AWS account id');
  }
  const ids = systems.records.flatMap((record) => (record.id ? [record.id] : []));
  if (new Set(ids).size !== ids.length) faults.push('two application records share an id');

  for (const layout of systems.exports) {
    if (!applications.has(layout.application)) faults.push(`an export names ${layout.application}, not an application`);
    if (systems.exports.filter((other) => other.application === layout.application).length > 1) {
      faults.push(`${layout.application} has more than one export layout`);
    }
  }

  for (const batch of systems.batches) {
    const record = records.get(batch.application);
    if (!record) faults.push(`batch ${batch.id} names ${batch.application}, not an application`);
    else if (!record.connectorRunner && !systems.exports.some((layout) => layout.application === batch.application)) {
      faults.push(`batch ${batch.id} reads ${batch.application}, which has neither a connector runner nor an export`);
    }
  }
  if (new Set(systems.batches.map((batch) => batch.id)).size !== systems.batches.length) {
    faults.push('two batches share an id');
  }

  const names = new Map<string, string>();
  for (const account of [
    ...world.accounts.map((account) => ({ ...account, system: '', addresses: [] })),
    ...systems.accounts,
  ]) {
    const spellings = [account.name, ...account.addresses.map((address) => address.replace(/@.*$|^.*\\/, ''))];
    for (const spelling of spellings) {
      const holder = names.get(spelling);
      if (holder !== undefined && holder !== account.name) {
        faults.push(
          `${account.name} (${account.system || 'world'}) is also written ${spelling}, the name of ${holder}`,
        );
      }
    }
    names.set(account.name, account.name);
  }
  for (const account of systems.accounts) {
    if (systems.accounts.filter((other) => other.name === account.name).length > 1) {
      faults.push(`two systems hold an account named ${account.name}`);
    }
  }
  return faults;
}
