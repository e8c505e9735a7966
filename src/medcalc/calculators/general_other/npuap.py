"""NPUAP (NPIAP) pressure injury staging, 2016 revision (Edsberg et al., JWOCN 2016)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version

EDSBERG_2016 = Reference(
    "Edsberg LE, Black JM, Goldberg M, McNichol L, Moore L, Sieggreen M. Revised National "
    "Pressure Ulcer Advisory Panel Pressure Injury Staging System: Revised Pressure Injury "
    "Staging System. J Wound Ostomy Continence Nurs. 2016;43(6):585-597.",
    doi="10.1097/WON.0000000000000281", url="https://pubmed.ncbi.nlm.nih.gov/27749790/")
MDCALC = Reference("MDCalc. National Pressure Ulcer Advisory Panel (NPUAP) Staging System.")

STAGES = (
    ("stage_1", "Stage 1: intact skin with a localized area of non-blanchable erythema",
     ("Stage 1", "Stage I", "Non-blanchable erythema of intact skin",
      "Intact skin with non-blanchable erythema")),
    ("stage_2", "Stage 2: partial-thickness skin loss with exposed dermis (includes intact or "
     "ruptured serum-filled blister)",
     ("Stage 2", "Stage II", "Partial-thickness skin loss with exposed dermis",
      "Partial thickness skin loss")),
    ("stage_3", "Stage 3: full-thickness skin loss, adipose tissue may be visible, no exposed "
     "fascia, muscle, tendon, ligament, cartilage or bone",
     ("Stage 3", "Stage III", "Full-thickness skin loss", "Full thickness skin loss")),
    ("stage_4", "Stage 4: full-thickness skin and tissue loss with exposed or directly "
     "palpable fascia, muscle, tendon, ligament, cartilage or bone",
     ("Stage 4", "Stage IV", "Full-thickness skin and tissue loss",
      "Full thickness skin and tissue loss")),
    ("unstageable", "Unstageable: full-thickness loss whose extent is obscured by slough or "
     "eschar", ("Unstageable", "Unstageable pressure injury",
                "Obscured full-thickness skin and tissue loss")),
    ("deep_tissue", "Deep tissue pressure injury: persistent non-blanchable deep red, maroon or "
     "purple discoloration, or blood-filled blister",
     ("Deep tissue pressure injury", "DTPI", "Deep tissue injury", "Suspected deep tissue injury",
      "Persistent non-blanchable deep red, maroon or purple discoloration")),
)
FINDING = Category(
    name="wound_findings",
    labels=("Wound findings", "Pressure injury description", "Description", "Findings"),
    description="The description that matches the wound's deepest visible tissue damage "
                "(NPUAP 2016 definitions)",
    choices=tuple(Choice(key, label, aliases=aliases) for key, label, aliases in STAGES))
LABELS = {key: label.split(":")[0] for key, label, _ in STAGES}


def npuap_stage(wound_findings):
    return {"value": wound_findings}


def interpret(value):
    name = LABELS.get(value, value)
    if not name.endswith("pressure injury"):
        name += " pressure injury"
    return f"{name} (NPUAP 2016)"


CALCULATOR = Calculator(
    id="npuap",
    name="National Pressure Ulcer Advisory Panel Staging System (NPUAP)",
    aliases=["NPUAP staging", "NPIAP pressure injury staging", "Pressure ulcer staging",
             "Pressure injury stage", "NPUAP Staging System"],
    specialty="general_other",
    description=("Stage of a pressure injury (stage 1-4, unstageable, deep tissue pressure "
                 "injury) from the wound's description, by the NPUAP 2016 definitions."),
    keywords=["pressure ulcer", "pressure injury", "bed sore", "decubitus ulcer", "wound staging",
              "wound care", "eschar", "slough", "bedsore stage", "pressure sore depth",
              "stage the pressure wound", "decubitus stage", "pressure injury classification",
              "deep tissue injury or unstageable"],
    features=[FINDING],
    versions=[Version("npuap_2016", dt.date(2016, 4, 13), EDSBERG_2016, npuap_stage,
                      notes="NPUAP April 2016 revision: 'pressure injury', Arabic stage "
                            "numerals, deep tissue pressure injury; device-related and mucosal "
                            "membrane injuries are additional definitions (mucosal injuries "
                            "are not staged).")],
    output=Output(kind="category"),
    interpret=interpret,
    references=[EDSBERG_2016, MDCALC],
    notes=("Stage definitions of the 2016 NPUAP revision (announced April 2016, published by "
           "Edsberg et al. 2016), condensed in our own words. The value is the stage key "
           "(stage_1 ... stage_4, unstageable, deep_tissue). Older names (Roman numerals, "
           "'suspected deep tissue injury', 2007 system) are accepted as aliases. Medical "
           "device-related injuries are staged with the same system; mucosal membrane injuries "
           "cannot be staged and are out of scope."),
)
