import { describe, expect, it } from 'vitest';
import { fixApiPage, fixInfoPage, fixSchemaPage, fixSidebar, kebabCase } from './generated-pages';

describe('kebabCase', () => {
  it('matches the slugs the plugin gives operations', () => {
    expect(['listTasks', 'actOnTask', 'CertificationDefinition', 'IDM', 'ObjectId', 'UserTask'].map(kebabCase)).toEqual(
      ['list-tasks', 'act-on-task', 'certification-definition', 'idm', 'object-id', 'user-task'],
    );
  });
});

describe('generated page fixes', () => {
  it('gives a schema page its kebab-case slug', () => {
    expect(fixSchemaPage('---\nid: usertask\ntitle: "UserTask"\n---\nbody')).toBe(
      '---\nslug: /schemas/user-task\nid: usertask\ntitle: "UserTask"\n---\nbody',
    );
  });

  it('renders a schema page with the theme Schema, not the list item of operation pages', () => {
    expect(fixSchemaPage('---\ntitle: "Role"\n---\nimport Schema from "@theme/Schema";\n')).toContain(
      'import Schema from "@theme-original/Schema";',
    );
  });

  it('fails on a schema page without a title', () => {
    expect(() => fixSchemaPage('---\nid: x\n---\n')).toThrow('no title');
  });

  it('gives the overview version badge its explanation', () => {
    const generated =
      '<span\n  className={"theme-doc-version-badge badge badge--secondary"}\n  children={"Version: 1.0.0"}\n>\n</span>\n\n# Title';
    expect(fixInfoPage(generated)).toBe('<ApiVersionBadge version="1.0.0" />\n\n# Title');
  });

  it('fails on an overview whose badge the generator writes otherwise', () => {
    expect(() => fixInfoPage('<span children="Version: 1.0.0"></span>')).toThrow('no version badge');
  });

  it('points the explorer at the overview page', () => {
    expect(fixApiPage('---\ninfo_path: developer//tessera-api\n---\n')).toBe('---\ninfo_path: developer\n---\n');
  });

  it('lists operations before schemas', () => {
    expect(
      fixSidebar([
        { type: 'doc', id: 'developer/schemas/usertask', className: 'schema' },
        { type: 'doc', id: 'developer/list-tasks', className: 'api-method get' },
      ]).map((item) => item.id),
    ).toEqual(['list-tasks', 'schemas/usertask']);
  });

  it('removes the directory prefix from sidebar ids, links included', () => {
    expect(
      fixSidebar([
        { type: 'doc', id: 'developer/overview' },
        {
          type: 'category',
          link: { type: 'doc', id: 'developer/tasks' },
          items: [{ type: 'doc', id: 'developer/list-tasks' }],
        },
      ]),
    ).toEqual([
      { type: 'doc', id: 'overview' },
      { type: 'category', link: { type: 'doc', id: 'tasks' }, items: [{ type: 'doc', id: 'list-tasks' }] },
    ]);
  });
});
