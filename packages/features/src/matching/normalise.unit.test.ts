import { describe, expect, it } from "vitest";

import { skillKey, skillKeys, synonymGroups } from "./normalise.ts";

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

  it("spells keys as the database's skill_key does", () => {
    // public.skill_key: regexp_replace(lower(unaccent(skill)), '[^a-z0-9]+', '', 'g')
    expect(skillKey("Vue.js 3")).toBe("vuejs3");
    expect(skillKey("UX/UI design")).toBe("uxuidesign");
    expect(skillKey("C++")).toBe("c");
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
