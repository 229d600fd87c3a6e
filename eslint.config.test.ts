import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The messages ESLint reports for a file of the given path and text, with this config. */
async function violations(filePath: string, code: string) {
  const eslint = new ESLint();
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) =>
      ["no-restricted-imports", "no-restricted-syntax"].some((rule) =>
        message.ruleId?.endsWith(rule),
      ),
    )
    .map((message) => message.message);
}

describe("the import flow is enforced by lint", () => {
  it("fails on a feature importing another feature, and allows its own modules", async () => {
    expect(
      await violations(
        "app/features/lead/example.ts",
        'import { contactSchema } from "#app/features/contact/schema.ts";\nexport const s = contactSchema;\n',
      ),
    ).toEqual([expect.stringContaining("never imports another feature")]);
    expect(
      await violations(
        "app/features/lead/example.ts",
        'import { leadSchema } from "#app/features/lead/schema.ts";\nexport const s = leadSchema;\n',
      ),
    ).toEqual([]);
  });

  it("fails on a section importing content values, and allows content types", async () => {
    expect(
      await violations(
        "app/components/sections/example.tsx",
        'import { site } from "#app/content/site.ts";\nexport const name = site.name;\n',
      ),
    ).toEqual([expect.stringContaining("import only types from content")]);
    expect(
      await violations(
        "app/components/sections/example.tsx",
        'import type { Stat } from "#app/content/types.ts";\nexport type S = Stat;\n',
      ),
    ).toEqual([]);
  });

  it("fails on the outbox importing the rate limit, which the submission store composes", async () => {
    expect(
      await violations(
        "app/services/outbox.server.ts",
        'import { rateLimitCharge } from "#app/services/rate-limit.server.ts";\nexport const c = rateLimitCharge;\n',
      ),
    ).toEqual([expect.stringContaining("submission-store.server.ts composes")]);
    expect(
      await violations(
        "app/services/outbox.server.ts",
        'import { outbox } from "#app/services/db/schema.server.ts";\nexport const o = outbox;\n',
      ),
    ).toEqual([]);
  });

  it("fails on server code importing a route module", async () => {
    expect(
      await violations(
        "server/example.ts",
        'import * as home from "#app/routes/home.tsx";\nexport const h = home;\n',
      ),
    ).toEqual([expect.stringContaining("Nothing imports a route module")]);
  });

  it("fails on the process entry importing the app instead of loading the build", async () => {
    expect(
      await violations(
        "server/index.ts",
        'import { getEnv } from "#app/services/env.server.ts";\nexport const env = getEnv();\n',
      ),
    ).toEqual([expect.stringContaining("from the server build only")]);
    expect(
      await violations(
        "server/index.ts",
        'import { startSite } from "./app.ts";\nexport const start = startSite;\n',
      ),
    ).toEqual([expect.stringContaining("from the server build only")]);
  });

  it("fails on a plain React.lazy, which the hydrated signal would not wait for", async () => {
    expect(
      await violations(
        "app/routes/example.tsx",
        'import { lazy } from "react";\nexport const W = lazy(() => import("#app/features/lead/lead-form.tsx"));\n',
      ),
    ).toEqual([expect.stringContaining("clientPart()")]);
    expect(
      await violations(
        "app/routes/example.tsx",
        'import * as React from "react";\nexport const W = React.lazy(() => import("#app/features/lead/lead-form.tsx"));\n',
      ),
    ).toEqual([expect.stringContaining("clientPart()")]);
    expect(
      await violations(
        "app/routes/example.tsx",
        'import { clientPart } from "#app/lib/client-part.tsx";\nexport const W = clientPart(() => import("#app/features/lead/lead-form.tsx").then((module) => module.LeadForm), "visible");\n',
      ),
    ).toEqual([]);
  });

  it("fails on a client part declared inside a function", async () => {
    expect(
      await violations(
        "app/components/layout/example.tsx",
        'import { clientPart } from "#app/lib/client-part.tsx";\nexport function Menu() {\n  const Panel = clientPart(() => import("./panel.tsx").then((module) => module.Panel), "now");\n  return <Panel />;\n}\n',
      ),
    ).toEqual([expect.stringContaining("at module scope")]);
    expect(
      await violations(
        "app/components/layout/example.tsx",
        'import { useState } from "react";\nimport { clientPart } from "#app/lib/client-part.tsx";\nexport const Menu = () => {\n  const [Panel] = useState(() => clientPart(() => import("./panel.tsx").then((module) => module.Panel), "now"));\n  return <Panel />;\n};\n',
      ),
    ).toEqual([expect.stringContaining("at module scope")]);
  });

  it("fails on a client part whose moment to load is not one of the literals", async () => {
    const load = '() => import("./panel.tsx").then((module) => module.Panel)';
    for (const when of ['"soon"', "when", ""])
      expect(
        await violations(
          "app/routes/example.tsx",
          `import { clientPart } from "#app/lib/client-part.tsx";\nconst when = "now";\nexport const Panel = clientPart(${load}${when ? `, ${when}` : ""});\n`,
        ),
      ).toEqual([expect.stringContaining("as a literal")]);
  });

  it("fails on code that reads comment nodes, such as React's Suspense markers", async () => {
    for (const code of [
      "export const isMarker = (node: Node) => node instanceof Comment;\n",
      'export const opens = (node: CharacterData) => node.data.startsWith("$");\n',
      "export const isComment = (node: Node) => node.nodeType === Node.COMMENT_NODE;\n",
    ]) {
      expect(await violations("app/lib/example.ts", code)).toEqual([
        expect.stringContaining("comment nodes"),
      ]);
      expect(await violations("app/lib/client-part.tsx", code)).toEqual([
        expect.stringContaining("comment nodes"),
      ]);
    }
  });

  it("fails on a form that only script can send, and allows one that posts to its page", async () => {
    expect(
      await violations(
        "app/features/lead/example.tsx",
        'export const F = () => <form method="dialog"><button>Send</button></form>;\n',
      ),
    ).toEqual([expect.stringContaining("works without script")]);
    expect(
      await violations(
        "app/features/lead/example.tsx",
        "export const F = () => <form onSubmit={() => {}}><button>Send</button></form>;\n",
      ),
    ).toEqual([expect.stringContaining("works without script")]);
    expect(
      await violations(
        "app/features/lead/example.tsx",
        'export const F = () => <form method="post" action="?form=lead"><button>Send</button></form>;\n',
      ),
    ).toEqual([]);
  });
});
