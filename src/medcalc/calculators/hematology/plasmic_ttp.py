"""PLASMIC score: probability of severe ADAMTS13 deficiency (thrombotic thrombocytopenic
purpura) in thrombotic microangiopathy (Bendapudi et al., Lancet Haematol 2017)."""

import datetime as dt

from medcalc.core import (Boolean, Calculator, Condition, Output, Quantity, Reference, Version,
                          criterion, either, points_total)
from medcalc.core import analytes
from medcalc.core.common import creatinine, inr, platelet_count

BENDAPUDI_2017 = Reference(
    "Bendapudi PK, Hurwitz S, Fry A, et al. Derivation and external validation of the PLASMIC "
    "score for rapid assessment of adults with thrombotic microangiopathies: a cohort study. "
    "Lancet Haematol. 2017;4(4):e157-e164 (seven items, 1 point each; 0-4 low, 5 intermediate, "
    "6-7 high risk of severe ADAMTS13 deficiency).",
    doi="10.1016/S2352-3026(17)30026-1")
MDCALC = Reference("MDCalc. PLASMIC Score for TTP.")

ITEMS = (
    criterion("platelets_lt30", "Platelet count < 30 x 10^9/L", "platelet_count", lt=30,
              aliases=("Platelet count <30 x 10⁹/L", "Platelet count <30")),
    either("hemolysis", "Hemolysis (reticulocytes > 2.5%, undetectable haptoglobin, or "
           "indirect bilirubin > 2 mg/dL)",
           (Condition("reticulocyte_percent", gt=2.5), Condition("haptoglobin_undetectable"),
            Condition("indirect_bilirubin", gt=2.0)),
           aliases=("Hemolysis variable", "Combined hemolysis variable",
                    "Hemolysis (reticulocyte count >2.5%, haptoglobin undetectable, or indirect "
                    "bilirubin >2.0 mg/dL)")),
    criterion("no_active_cancer", "No active cancer", "active_cancer", choices=(False,),
              absent="yes", aliases=("No active cancer (treated in the past year)",)),
    criterion("no_transplant", "No history of solid-organ or stem-cell transplant",
              "transplant_history", choices=(False,), absent="yes",
              aliases=("No history of solid organ or stem cell transplant",)),
    criterion("mcv_lt90", "MCV < 90 fL", "mcv", lt=90, aliases=("MCV <90 fL",)),
    criterion("inr_lt1_5", "INR < 1.5", "inr", lt=1.5, aliases=("INR <1.5",)),
    criterion("creatinine_lt2", "Creatinine < 2.0 mg/dL", "creatinine", lt=2.0,
              aliases=("Creatinine <2.0 mg/dL", "Creatinine <2 mg/dL")),
)
plasmic = points_total(ITEMS)


def interpret(score):
    if score <= 4:
        return ("low risk (PLASMIC 0-4): severe ADAMTS13 deficiency unlikely (0-4% in the "
                "derivation cohort)")
    if score == 5:
        return ("intermediate risk (PLASMIC 5): severe ADAMTS13 deficiency in about 5-24%; "
                "consider plasma exchange while awaiting ADAMTS13")
    return ("high risk (PLASMIC 6-7): severe ADAMTS13 deficiency in about 62-82%; consider "
            "urgent plasma exchange while awaiting ADAMTS13")


CALCULATOR = Calculator(
    id="plasmic_ttp",
    name="PLASMIC Score for TTP",
    aliases=["PLASMIC score", "PLASMIC", "PLASMIC TTP score"],
    specialty="hematology",
    description="Pretest probability of severe ADAMTS13 deficiency (TTP) in adults with "
                "thrombotic microangiopathy (0-7 points).",
    keywords=["thrombotic thrombocytopenic purpura", "TTP", "ADAMTS13",
              "thrombotic microangiopathy", "TMA", "plasma exchange", "hemolysis",
              "probability of TTP", "ADAMTS13 deficiency likelihood",
              "thrombotic microangiopathy workup", "start plasma exchange before ADAMTS13 result",
              "schistocytes and low platelets cause", "hemolysis with low platelets TTP"],
    features=[
        platelet_count(labels=("Platelet count",)),
        Quantity(name="reticulocyte_percent", unit="%", units=("%",), range=(0.0, 60.0),
                 required=False, description="Reticulocyte count, % (haemolysis if > 2.5%)",
                 labels=("Reticulocyte count",)),
        Boolean(name="haptoglobin_undetectable", required=False,
                description="Haptoglobin undetectable (haemolysis)",
                definition="haptoglobin below the assay's detection limit"),
        Quantity(name="indirect_bilirubin", unit="mg/dL", units=("mg/dL", "µmol/L"),
                 range=(0.0, 40.0), required=False,
                 analyte=analytes.BILIRUBIN,
                 description="Indirect (unconjugated) bilirubin (haemolysis if > 2 mg/dL)",
                 labels=("Indirect bilirubin",)),
        Boolean(name="active_cancer", description="Active cancer (a point is given when "
                                                  "absent)",
                definition="cancer treated within the past year"),
        Boolean(name="transplant_history", description="History of solid-organ or stem-cell "
                                                       "transplant (a point when absent)",
                definition="any solid-organ or haematopoietic stem-cell transplant"),
        Quantity(name="mcv", unit="fL", units=("fL",), range=(40.0, 150.0),
                 description="Mean corpuscular volume (point if < 90 fL)", labels=("MCV",)),
        inr(labels=("INR",)),
        creatinine(description="Serum creatinine (point if < 2.0 mg/dL)",
                   labels=("Creatinine",)),
    ],
    items=list(ITEMS),
    versions=[Version("bendapudi_2017", dt.date(2017, 4, 1), BENDAPUDI_2017, plasmic,
                      notes="One point each: platelets < 30; haemolysis; no active cancer; no "
                            "transplant; MCV < 90 fL; INR < 1.5; creatinine < 2.0 mg/dL.")],
    output=Output(kind="integer", unit="points", range=(0, 7)),
    interpret=interpret,
    references=[BENDAPUDI_2017, MDCALC],
    notes="For adults with thrombotic microangiopathy (thrombocytopenia and schistocytes). "
          "Haemolysis is met by any of reticulocytes > 2.5%, undetectable haptoglobin or "
          "indirect bilirubin > 2 mg/dL (decided from those given). The cancer and transplant "
          "items score when the condition is absent; under missing='absent' an unmentioned "
          "cancer or transplant is taken as absent (the point is given). Probability ranges "
          "in the interpretation are the derivation/validation figures as MDCalc reports "
          "them.",
)
