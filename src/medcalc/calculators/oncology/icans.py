"""ICANS (immune effector cell-associated neurotoxicity syndrome) grade for adults, ASTCT
consensus (Lee et al., Biol Blood Marrow Transplant 2019)."""

import datetime as dt

from medcalc.core import Band, Calculator, Category, Choice, Count, Output, Reference, Version, \
    banded
from medcalc.formulas.oncology_w3a import worst

LEE_2019 = Reference(
    "Lee DW, Santomasso BD, Locke FL, Ghobadi A, Turtle CJ, Brudno JN, Maus MV, Park JH, Mead "
    "E, Pavletic S, Go WY, Eldjerou L, Gardner RA, Frey N, Curran KJ, Peggs K, Pasquini M, "
    "DiPersio JF, van den Brink MRM, Komanduri KV, Grupp SA, Neelapu SS. ASTCT consensus "
    "grading for cytokine release syndrome and neurologic toxicity associated with immune "
    "effector cells. Biol Blood Marrow Transplant. 2019;25(4):625-638.",
    doi="10.1016/j.bbmt.2018.12.758", url="https://pubmed.ncbi.nlm.nih.gov/30592986/")
MDCALC = Reference("MDCalc. Immune Effector Cell-Associated Neurotoxicity Syndrome (ICANS) "
                   "Consensus Grading for Adults.")

ICE = banded("ice_grade", "ICE score", "ice_score", (
    Band("10", "10 (normal)", 0, ge=10, aliases=("ICE 10",)),
    Band("7-9", "7-9", 1, ge=7, lt=10),
    Band("3-6", "3-6", 2, ge=3, lt=7),
    Band("0-2", "0-2", 3, lt=3),
), aliases=("ICE score category", "ICE_score_category", "ICE category"), absent="10")

LOC = Category(
    name="consciousness", description="Depressed level of consciousness (not attributable to "
                                      "another cause, e.g. sedation)",
    labels=("Depressed level of consciousness", "depressed_level_of_consciousness",
            "Level of consciousness"),
    required=False, default=0, absent="alert",
    choices=(
        Choice("alert", "Alert (no depression of consciousness)", 0,
               aliases=("Alert", "Normal", "None")),
        Choice("spontaneous", "Awakens spontaneously", 1, aliases=(
            "Awakens spontaneously",)),
        Choice("to_voice", "Awakens to voice", 2, aliases=("Awakens to voice",)),
        Choice("to_touch", "Awakens only to tactile stimulus", 3, aliases=(
            "Awakens only to tactile stimulus",)),
        Choice("unarousable", "Unarousable or needs vigorous or repetitive tactile stimuli to "
                              "arouse; stupor or coma", 4,
               aliases=("Unarousable", "Stupor or coma",
                        "Patient is unarousable or requires vigorous or repetitive tactile "
                        "stimuli to arouse; stupor or coma")),
    ))
SEIZURE = Category(
    name="seizure", description="Seizure",
    labels=("Seizure", "Seizures"), required=False, default=0, absent="none",
    choices=(
        Choice("none", "No seizure", 0, aliases=("No seizure", "No", "None")),
        Choice("resolves", "Any clinical seizure that resolves rapidly, or non-convulsive "
                           "seizures on EEG that resolve with intervention", 3,
               aliases=("Any clinical seizure, focal or generalized, that resolves rapidly or "
                        "nonconvulsive seizures on EEG that resolve with intervention",
                        "Seizure that resolves rapidly")),
        Choice("prolonged", "Life-threatening prolonged seizure (> 5 min), or repeated "
                            "clinical or electrical seizures without return to baseline", 4,
               aliases=("Life-threatening prolonged seizure (>5 min); or repetitive clinical or "
                        "electrical seizures without return to baseline in between",
                        "Prolonged seizure")),
    ))
MOTOR = Category(
    name="motor_findings", description="Motor findings",
    labels=("Motor findings", "motor_findings"), required=False, default=0,
    absent="none",
    choices=(
        Choice("none", "No deep focal motor weakness", 0, aliases=(
            "No deep focal motor weakness", "None", "No")),
        Choice("deep_focal_weakness", "Deep focal motor weakness such as hemiparesis or "
                                      "paraparesis", 4,
               aliases=("Deep focal motor weakness such as hemiparesis or paraparesis",
                        "Deep focal motor weakness")),
    ))
ICP = Category(
    name="raised_icp", description="Elevated intracranial pressure / cerebral oedema",
    labels=("Elevated ICP/cerebral edema", "elevated_intracranial_pressure_cerebral_edema",
            "Elevated intracranial pressure/cerebral edema"),
    required=False, default=0, absent="none",
    choices=(
        Choice("none", "No evidence of raised ICP or cerebral oedema", 0,
               aliases=("No evidence of ICP/cerebral edema", "None", "No")),
        Choice("focal_edema", "Focal or local oedema on neuroimaging", 3,
               aliases=("Focal/local edema on neuroimaging",)),
        Choice("diffuse_edema", "Diffuse cerebral oedema on neuroimaging, decerebrate or "
                                "decorticate posturing, cranial nerve VI palsy, papilloedema or "
                                "Cushing's triad", 4,
               aliases=("Diffuse cerebral edema on neuroimaging; decerebrate or decorticate "
                        "posturing; or cranial nerve VI palsy; or papilledema; or Cushing's "
                        "triad", "Diffuse cerebral edema")),
    ))
DEATH = Category(
    name="death", description="Death due to ICANS (no other reasonable cause)",
    labels=("Death",), required=False, default=0, absent="no",
    choices=(Choice("no", "No", 0, aliases=("Not applicable", "N/A", "Alive")),
             Choice("yes", "Yes: death due to ICANS", 5, aliases=("Death due to ICANS",))))


def icans_grade(ice_grade, consciousness, seizure, motor_findings, raised_icp, death):
    grade = worst(ice_grade, consciousness, seizure, motor_findings, raised_icp, death)
    return {"value": grade, "ice_grade": ice_grade, "consciousness": consciousness,
            "seizure": seizure, "motor_findings": motor_findings, "raised_icp": raised_icp}


def interpret(value):
    if value == 0:
        return "no ICANS (ICE 10 and no other neurological finding)"
    return f"ICANS grade {value} (ASTCT 2019): the most severe domain decides"


CALCULATOR = Calculator(
    id="icans",
    name="Immune Effector Cell-Associated Neurotoxicity Syndrome (ICANS) Consensus Grading "
         "for Adults",
    aliases=["ICANS grading", "ICANS", "ASTCT ICANS grade", "CAR-T neurotoxicity grade"],
    specialty="oncology",
    description="ICANS grade 0-5 (ASTCT 2019) for adults: the worst of the ICE score, level of "
                "consciousness, seizure, motor findings and raised intracranial pressure.",
    keywords=["ICANS", "neurotoxicity", "CAR T-cell", "immune effector cell", "ICE score", "ASTCT",
              "CRES", "CAR T neurotoxicity grade", "neurologic toxicity after cell therapy",
              "confusion and seizures after CAR T", "encephalopathy after immune effector cells",
              "immunotherapy neurotoxicity severity", "altered consciousness after CAR T"],
    features=[Count(name="ice_score", description="Immune effector Cell-associated "
                                                  "Encephalopathy (ICE) score, 0-10 (0 if the "
                                                  "patient cannot be assessed)",
                    range=(0, 10), labels=("ICE score", "ICE_score_0_to_10", "ICE score (0-10)")),
              LOC, SEIZURE, MOTOR, ICP, DEATH],
    items=[ICE],
    versions=[Version("astct_2019", dt.date(2019, 4, 1), LEE_2019, icans_grade,
                      notes="Grade = worst domain: ICE 7-9 -> 1, 3-6 -> 2, 0-2 -> 3 (0 because "
                            "unarousable -> 4 via consciousness); consciousness: awakens "
                            "spontaneously 1, to voice 2, to touch only 3, unarousable 4; "
                            "seizure resolving rapidly 3, prolonged/repetitive 4; deep focal "
                            "motor weakness 4; focal oedema 3, diffuse oedema/posturing/CN VI/"
                            "papilloedema/Cushing's triad 4; death 5.")],
    output=Output(kind="integer", unit="grade", range=(0, 5)),
    interpret=interpret,
    references=[LEE_2019, MDCALC],
    notes="ASTCT consensus for adults (the paediatric version uses CAPD for children under "
          "12). Findings attributable to another cause (e.g. sedation) are not graded. Death "
          "due to ICANS is grade 5 as on MDCalc's form. Domain descriptions are paraphrased.",
)
