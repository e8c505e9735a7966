"""HIT Expert Probability (HEP) score for heparin-induced thrombocytopenia (Cuker et al.,
J Thromb Haemost 2010)."""

import datetime as dt

from medcalc.core import (Band, Calculator, Category, Choice, Output, Quantity, Reference, Version,
                          banded, from_category, points_total)
from medcalc.formulas.hematology_w3 import yes_no

CUKER_2010 = Reference(
    "Cuker A, Arepally G, Crowther MA, et al. The HIT Expert Probability (HEP) Score: a novel "
    "pre-test probability model for heparin-induced thrombocytopenia based on broad expert "
    "opinion. J Thromb Haemost. 2010;8(12):2642-2650 (eight clinical features; at a cut-off "
    "of 2 points 100% sensitive and 60% specific against the expert panel).",
    doi="10.1111/j.1538-7836.2010.04059.x")
CUKER_2013 = Reference(
    "Cuker A. Clinical and laboratory diagnosis of heparin-induced thrombocytopenia: an "
    "integrated approach. Hematology Am Soc Hematol Educ Program. 2013;2013:668-674 (Table 2: the HEP score items and points).",
    doi="10.1182/asheducation-2013.1.668")
MDCALC = Reference("MDCalc. HIT Expert Probability (HEP) Score for Heparin-Induced "
                   "Thrombocytopenia.",
                   url="https://www.mdcalc.com/hit-expert-probability-hep-score-heparin-induced-thrombocytopenia")

FALL = banded("magnitude_of_fall", "Magnitude of fall in platelet count (peak to nadir)",
              "platelet_fall_percent", (
                  Band("lt30", "< 30%", -1, lt=30, aliases=("<30",)),
                  Band("30_50", "30-50%", 1, ge=30, le=50),
                  Band("gt50", "> 50%", 3, gt=50, aliases=(">50",))),
              aliases=("Magnitude of platelet count fall (peak to nadir)",
                       "Magnitude of platelet count fall"))
NADIR = banded("nadir", "Nadir platelet count", "platelet_nadir", (
    Band("le20", "<= 20 x 10^9/L", -2, le=20, aliases=("≤20", "<=20")),
    Band("gt20", "> 20 x 10^9/L", 2, gt=20, aliases=(">20",))),
    aliases=("Nadir platelet count (x10^9/L)",))
TIMING = Category(
    name="timing", description="Timing of the platelet fall: typical onset (days after heparin "
                               "exposure) or, with heparin in the past 100 days, rapid onset "
                               "(hours after re-exposure)",
    labels=("Timing of platelet count fall",),
    choices=(
        Choice("typical_lt4_days", "Typical onset: fall begins < 4 days after heparin exposure", 0,
               aliases=("Fall begins <4 days after heparin exposure",)),
        Choice("typical_4_days", "Typical onset: fall begins 4 days after heparin exposure", 2,
               aliases=("Fall begins 4 days after heparin exposure",)),
        Choice("typical_5_10_days", "Typical onset: fall begins 5-10 days after heparin "
               "exposure", 3, aliases=("Fall begins 5-10 days after heparin exposure",)),
        Choice("typical_11_14_days", "Typical onset: fall begins 11-14 days after heparin "
               "exposure", 2, aliases=("Fall begins 11-14 days after heparin exposure",)),
        Choice("typical_gt14_days", "Typical onset: fall begins > 14 days after heparin "
               "exposure", -1, aliases=("Fall begins >14 days after heparin exposure",)),
        Choice("rapid_lt48_h", "Rapid onset: fall begins < 48 h after heparin re-exposure", 2,
               aliases=("Fall begins <48 h after heparin re-exposure",)),
        Choice("rapid_gt48_h", "Rapid onset: fall begins > 48 h after heparin re-exposure", -1,
               aliases=("Fall begins >48 h after heparin re-exposure",)),
    ))
THROMBOSIS = Category(
    name="thrombosis", description="Thrombosis (no more than one choice)",
    labels=("Thrombosis",),
    choices=(
        Choice("none", "None", 0, aliases=("No thrombosis", "No")),
        Choice("typical_new", "Typical onset: new VTE or ATE >= 4 days after heparin exposure", 3,
               aliases=("New VTE or ATE ≥4 days after heparin exposure",)),
        Choice("typical_progression", "Typical onset: progression of pre-existing VTE or ATE "
               "while receiving heparin", 2),
        Choice("rapid_new", "Rapid onset: new VTE or ATE after heparin exposure", 3,
               aliases=("New VTE or ATE after heparin exposure",)),
        Choice("rapid_progression", "Rapid onset: progression of pre-existing VTE or ATE while "
               "receiving heparin", 2,
               aliases=("Progression of pre-existing VTE or ATE while receiving heparin",)),
    ))
FEATURES, YES_NO = yes_no((
    ("skin_necrosis", "Skin necrosis at subcutaneous heparin injection sites", 3,
     "necrotic skin lesions at heparin injection sites", ("Skin necrosis",)),
    ("acute_systemic_reaction", "Acute systemic reaction after intravenous heparin bolus", 2,
     "fever, chills, hypertension, dyspnoea or cardiorespiratory collapse within 30 minutes of "
     "an IV heparin bolus", ("Acute systemic reaction after IV heparin bolus",)),
    ("bleeding", "Presence of bleeding, petechiae or extensive bruising", -1,
     "bleeding, petechiae or extensive bruising", ("Bleeding",)),
    ("chronic_thrombocytopenic_disorder", "Presence of a chronic thrombocytopenic disorder", -1,
     "a known chronic cause of thrombocytopenia (e.g. ITP, liver disease, myelodysplasia)",
     ("Presence of chronic thrombocytopenic disorder",)),
    ("new_non_heparin_drug", "Newly initiated non-heparin medication known to cause "
     "thrombocytopenia", -2, "a newly started drug other than heparin known to cause "
     "thrombocytopenia", ()),
    ("severe_infection", "Severe infection", -2, "a severe infection", ()),
    ("severe_dic", "Severe DIC (fibrinogen < 100 mg/dL and D-dimer > 5 µg/mL)", -2,
     "disseminated intravascular coagulation with fibrinogen < 100 mg/dL and D-dimer "
     "> 5 µg/mL", ("Severe DIC (fibrinogen <100 mg/dL and D-dimer >5 ug/mL)", "Severe DIC")),
    ("intra_arterial_device", "Indwelling intra-arterial device (IABP, VAD, ECMO)", -2,
     "an intra-aortic balloon pump, ventricular assist device or ECMO", ()),
    ("cardiopulmonary_bypass_96h", "Cardiopulmonary bypass within previous 96 hours", -1,
     "cardiopulmonary bypass within the past 96 hours", ()),
    ("no_other_cause", "No other apparent cause", 3,
     "no other cause of thrombocytopenia is apparent", ()),
))
# Item labels differ from MDCalc's field labels ('Thrombosis', 'Timing of platelet count
# fall') so that a field answered 'None' reaches the category feature, which reads it as a
# choice.
ITEMS = (
    FALL,
    from_category(TIMING, "Timing of the fall in platelet count"),
    NADIR,
    from_category(THROMBOSIS, "Thrombosis (select no more than one)"),
    *YES_NO,
)
hep = points_total(ITEMS)


def interpret(score):
    if score >= 2:
        return ("HEP >= 2: HIT not excluded (a score of 2 or more was 100% sensitive in Cuker "
                "2010); test for HIT antibodies and consider a non-heparin anticoagulant")
    return "HEP < 2: HIT unlikely (below the 100%-sensitive cut-off of 2)"


CALCULATOR = Calculator(
    id="hep_hit",
    name="HIT Expert Probability (HEP) Score for Heparin-Induced Thrombocytopenia",
    aliases=["HEP score", "HIT Expert Probability score", "HEP HIT"],
    specialty="hematology",
    description="Pretest probability of heparin-induced thrombocytopenia from eight expert-"
                "weighted clinical features (-15 to 19 points); HIT not excluded at 2 or more.",
    keywords=["heparin-induced thrombocytopenia", "HIT", "pretest probability", "heparin",
              "thrombocytopenia", "expert weighted HIT probability",
              "heparin induced thrombocytopenia likelihood", "platelet drop on heparin probability",
              "weighted clinical features for HIT", "pretest HIT risk detailed",
              "should heparin be stopped"],
    features=[
        Quantity(name="platelet_fall_percent", unit="%", units=("%",), range=(0.0, 100.0),
                 description="Fall in platelet count from the peak after heparin exposure to "
                             "the nadir, in percent of the peak"),
        TIMING,
        Quantity(name="platelet_nadir", unit="10^9/L",
                 units=("10^9/L", "x10^9/L", "K/µL", "10^3/µL", "/µL"), range=(0.0, 1500.0),
                 description="Nadir platelet count (10^9/L)", labels=("Platelet nadir",)),
        THROMBOSIS,
        *FEATURES,
        Category(name="onset_type", required=False, default="typical",
                 description="Type of HIT onset suspected: typical (heparin started 5-10 days "
                             "ago) or rapid (re-exposure with heparin in the past 100 days); "
                             "recorded only: the timing and thrombosis choices name the onset",
                 labels=("Type of HIT onset suspected",),
                 choices=(Choice("typical", "Typical", aliases=("Typical (day 5-10)", "Typical (day 5–10)",
                                                                "Typical onset")),
                          Choice("rapid", "Rapid", aliases=("Rapid (re-exposure)",
                                                            "Rapid onset")))),
    ],
    items=list(ITEMS),
    versions=[Version("cuker_2010", dt.date(2010, 12, 1), CUKER_2010, hep,
                      notes="Items and points of the HEP score (Cuker 2010; table reproduced in "
                            "Cuker 2013, Table 2).")],
    output=Output(kind="integer", unit="points", range=(-15, 19)),
    interpret=interpret,
    references=[CUKER_2010, CUKER_2013, MDCALC],
    notes="The timing and thrombosis items have separate choices for typical and rapid onset "
          "(heparin in the previous 100 days); the onset type itself adds no points and is "
          "accepted only to record MDCalc's first field. Fall in platelet count < 4 days after "
          "exposure (typical onset) scores 0 as in Cuker's table. Each 'other cause' counts "
          "separately (select all that apply). The source's cut-off of 2 gave 100% sensitivity "
          "(60% specificity) against the expert panel in a 50-patient validation.",
)
