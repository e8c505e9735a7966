"""MDS-specific frailty scale (Canadian MDS registry): registered as unavailable, its item coding
and composite score not established."""

from medcalc.core import Reference, UnavailableCalculator

MDS_FI_2020 = Reference(
    "Canadian MDS registry investigators (author list not verified here). An MDS-specific frailty index based on cumulative deficits adds independent prognostic "
    "information to clinical prognostic scoring. Leukemia. 2020;34(5):1394-1406.",
    doi="10.1038/s41375-019-0666-7", url="https://www.nature.com/articles/s41375-019-0666-7")
MDCALC = Reference("MDCalc. MDS Specific Frailty Scale.")

CALCULATOR = UnavailableCalculator(
    id="mds_specific_frailty_scale",
    name="MDS Specific Frailty Scale",
    aliases=["MDS Specific Frailty Scale", "MDS-specific frailty scale", "MDS frailty index",
             "MDS-FI", "FS-15 MDS frailty scale"],
    specialty="oncology",
    description=("Frailty ratio (deficits present / deficits assessed) of a patient with "
                 "myelodysplastic syndrome over about 15 items (BMI, other cancer, fatigue, "
                 "laboratory abnormalities, creatinine clearance, 4-metre walk, meal "
                 "preparation), and a composite score with age and IPSS for survival."),
    keywords=["myelodysplastic syndrome", "MDS", "frailty index", "deficit accumulation",
              "geriatric assessment", "survival"],
    why="source_not_established",
    owner="Canadian MDS registry investigators (Leukemia 2020;34:1394-1406; shorter revised "
          "scale)",
    reason=("The published MDS frailty index has 42 deficits; the shorter scale on MDCalc "
            "(about 15 items, a 'frailty scale ratio' and a 'composite score' combining it "
            "with age and IPSS) was not found in a source readable here: the coding of each "
            "item (which BMI, fatigue, creatinine clearance and walk-time values count as a "
            "deficit, whether some count 0.5), the ratio's denominator and the composite's "
            "points and risk bands are not established. Searched: pages (MDS-specific frailty "
            "index Leukemia 2020 abstract; FS-15 Chinese validation, Chin J Hematol 2025, "
            "abstract only), code and docs corpora (no implementation). The MedMCP-Calc dev "
            "answer (ratio 0.56, composite 2.5) cannot be reproduced without the item coding."),
    alternatives=["karnofsky_performance_status", "ecog_performance_status"],
    references=[MDS_FI_2020, MDCALC],
    notes=("MDCalc's form items: BMI, other cancer history, global fatigue (0-10), WBC, MCV, "
           "RDW, ferritin, ALP, LDH and reticulocytes outside the reference range, bilirubin "
           "and ALT > 1.5 x ULN, creatinine clearance, age, IPSS, 4-metre walk time, preparing "
           "meals independently. Its outputs: frailty scale ratio with a risk label, composite "
           "score, actuarial survival."),
)
