"""'Prognosis in Alcoholic Hepatitis' (MDCalc collection entry): registered as unavailable, the
rule the catalogue entry names not established."""

from medcalc.core import Reference, UnavailableCalculator

MDCALC = Reference("MDCalc. Prognosis in Alcoholic Hepatitis (catalogue entry).")

CALCULATOR = UnavailableCalculator(
    id="prognosis_alcoholic_hepatitis",
    name="Prognosis in Alcoholic Hepatitis",
    aliases=["Alcoholic hepatitis prognosis"],
    specialty="gastroenterology_hepatology",
    description="Catalogue entry for a prognostic calculator in alcoholic hepatitis; which "
                "published rule it implements is not established.",
    keywords=["alcoholic hepatitis", "prognosis"],
    why="source_not_established",
    owner="unknown (MDCalc catalogue entry without an identified primary source)",
    reason=("The catalogue lists an equation named 'Prognosis in Alcoholic Hepatitis' without "
            "aliases or a source, and no MedMCP-Calc answer records its inputs. Searched: "
            "pages (MDCalc 'Prognosis in Alcoholic Hepatitis', alcoholic hepatitis prognostic "
            "models review, JCEH 2022) found only the named scores, which are implemented "
            "separately. Searched again 2026-11-24 (wave 4 recovery): the exact title (pages "
            "corpus) and the MedMCP-Calc name list, which records no task text or inputs for "
            "it; a candidate rule (the Louvet 2015 MELD + Lille combination) was found under "
            "that name in no source, so the rule remains unidentified. Fourth pass 2026-11-24 "
            "(r7d): pages for the exact quoted title (only a 2022 NIS inpatient-mortality "
            "score, the JCEH 2022 review and the GAHS/Lille papers, none under that title), "
            "docs (cliot R manuals: Maddrey, GAHS, ABIC, Lille, MELD as separate tools; no "
            "combined 'prognosis' tool), the catalogue neighbours (ABIC, Glasgow, Lille, "
            "Maddrey, MELD are listed separately); no stored source attaches the title to a "
            "rule. No value is computed for an unidentified rule."),
    alternatives=["maddrey_discriminant_function", "lille_model", "abic_score",
                  "glasgow_alcoholic_hepatitis_score", "meld_original", "meld_na"],
    references=[MDCALC],
    notes="Use one of the alternatives, each implemented from its primary source.",
)
