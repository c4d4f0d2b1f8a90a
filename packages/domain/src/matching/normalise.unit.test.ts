import { describe, expect, it } from "vitest";

import { languageLevel, skillKey, skillKeys, synonymGroups } from "./normalise.ts";

describe("skillKey", () => {
  it("ignores case, accents, punctuation and spaces", () => {
    expect(skillKey("Node.js")).toBe("nodejs");
    expect(skillKey("NODE JS")).toBe("nodejs");
    expect(skillKey("Développement web")).toBe(skillKey("developpement WEB"));
    expect(skillKey("  Gestion de projet ")).toBe("gestiondeprojet");
    expect(skillKey("CI/CD")).toBe("cicd");
    expect(skillKey("Español")).toBe("espanol");
  });

  it("spells out ligatures as PostgreSQL's unaccent does", () => {
    expect(skillKey("Œnologie")).toBe("oenologie");
    expect(skillKey("Cæsar")).toBe("caesar");
  });

  it("keeps C, C++ and C# apart", () => {
    expect(skillKey("Vue.js 3")).toBe("vuejs3");
    expect(skillKey("UX/UI design")).toBe("uxuidesign");
    expect(new Set(["C", "C++", "C#"].map(skillKey))).toEqual(new Set(["c", "cplusplus", "csharp"]));
  });

  it("leaves a language's level out of its key, and reads the level apart", () => {
    expect(skillKey("Anglais (courant)")).toBe(skillKey("Anglais"));
    expect(skillKey("Anglais - C1")).toBe("anglais");
    expect(skillKey("English: fluent")).toBe("english");
    expect(skillKey("Italien (Toscane)")).toBe("italientoscane");
    expect(languageLevel("Anglais - C1")).toEqual({ rank: 5, level: "c1" });
    expect(languageLevel("Allemand (langue maternelle)")).toEqual({ rank: 6, level: "langue maternelle" });
    expect(languageLevel("Espagnol")).toBeNull();
  });

  it("is empty when nothing but punctuation is left", () => {
    expect(skillKey(" - ")).toBe("");
  });
});

describe("skillKeys", () => {
  it("gives the skill's own key first, then the rest of its synonym group", () => {
    expect(skillKeys("NodeJS")).toEqual(["nodejs", "node"]);
    expect(skillKeys("Node")).toEqual(["node", "nodejs"]);
    expect(skillKeys("k8s")).toEqual(["k8s", "kubernetes"]);
    expect(skillKeys("Intégration continue")).toContain("cicd");
    expect(skillKeys("Microsoft Excel")).toEqual(["microsoftexcel", "excel", "msexcel"]);
    expect(skillKeys("English")).toEqual(["english", "anglais"]);
  });

  it("gives a skill without synonyms its own key only, and an empty one nothing", () => {
    expect(skillKeys("Docker")).toEqual(["docker"]);
    expect(skillKeys("...")).toEqual([]);
  });

  it("puts each key in at most one synonym group", () => {
    const owners = new Map<string, number>();
    synonymGroups.forEach((group, index) => {
      for (const spelling of group) {
        const key = skillKey(spelling);
        expect(key, spelling).not.toBe("");
        const owner = owners.get(key);
        expect(owner === undefined || owner === index, `${spelling} is in two groups`).toBe(true);
        owners.set(key, index);
      }
    });
  });
});
