// Another product using the published kit exactly as documented in the README.
import "@fuse/ui/styles.css";

import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

import { Avatar } from "@fuse/ui/avatar";
import { Button } from "@fuse/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { toast, Toaster } from "@fuse/ui/toast";

const contracts = ["CDI", "CDD", "Intérim", "Alternance", "Stage", "Freelance"];

function App() {
  const [contract, setContract] = useState<string>();
  return (
    <main className="flex flex-col items-start gap-6 p-8">
      <h1 className="text-2xl font-semibold">Application cliente</h1>
      <Avatar alt="Marie Curie" />
      <label id="contract-label" htmlFor="contract">
        Type de contrat
      </label>
      <Select value={contract} onValueChange={setContract}>
        <SelectTrigger id="contract" aria-labelledby="contract-label" className="w-60">
          <SelectValue placeholder="Choisir" />
        </SelectTrigger>
        <SelectContent>
          {contracts.map((c) => (
            <SelectItem key={c} value={c}>
              {c}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p data-testid="chosen">{contract ?? "aucun"}</p>
      <Button onClick={() => toast({ title: "Profil mis à jour avec succès" })}>Enregistrer</Button>
      <Toaster />
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
