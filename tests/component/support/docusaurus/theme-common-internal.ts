// theme-common's internal hooks read contexts that theme-classic's components provide: a test mocks what it uses.
throw new Error('@docusaurus/theme-common/internal: mock it in the test (vi.mock)');
