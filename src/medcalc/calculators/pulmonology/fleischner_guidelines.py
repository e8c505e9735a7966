"""Fleischner Society 2017 guidelines for incidental pulmonary nodules on CT in adults: follow-up
by nodule type, number, size and patient risk (MacMahon et al., Radiology 2017)."""

import datetime as dt

from medcalc.core import (Boolean, Calculator, Category, Choice, Output, Precondition, Quantity,
                          Reference, Version)
from medcalc.core.common import age
from medcalc.core.vector import where

MACMAHON_2017 = Reference(
    "MacMahon H, Naidich DP, Goo JM, Lee KS, Leung ANC, Mayo JR, Mehta AC, Ohno Y, Powell CA, "
    "Prokop M, Rubin GD, Schaefer-Prokop CM, Travis WD, Van Schil PE, Bankier AA. Guidelines "
    "for Management of Incidental Pulmonary Nodules Detected on CT Images: From the Fleischner "
    "Society 2017. Radiology. 2017;284(1):228-243.", doi="10.1148/radiol.2017161659")
MDCALC = Reference("MDCalc. Fleischner Society Guidelines for Incidental Pulmonary Nodules.")

TYPE = Category(
    name="nodule_type", description="Nodule type", labels=("Nodule type", "Type"),
    choices=(Choice("solid", "Solid", 1),
             Choice("ground_glass", "Ground glass (pure)", 2,
                    aliases=("ground glass", "ground-glass", "GGN", "pure ground glass",
                             "non-solid")),
             Choice("part_solid", "Part solid", 3, aliases=("part-solid", "partly solid",
                                                           "semi-solid"))))
RISK = Category(
    name="patient_risk", description="Patient risk of lung cancer (used for solid nodules)",
    labels=("Patient risk", "Risk"),
    definition=("high risk: e.g. heavy smoking, exposure to asbestos/radon/uranium, family "
                "history of lung cancer, older age, upper-lobe location, emphysema or "
                "fibrosis (per the guideline and ACCP criteria)"),
    choices=(Choice("low", "Low risk", 0, aliases=("low",)),
             Choice("high", "High risk", 1, aliases=("high",))))

FEATURES = [
    TYPE,
    Boolean(name="multiple_nodules", description="Multiple nodules (false: a single nodule)",
            labels=("Multiple nodules", "Number of nodules: multiple")),
    Quantity(name="nodule_size", unit="mm", units=("mm", "cm"), range=(1.0, 30.0),
             description="Average nodule diameter (mean of long and short axes; for multiple "
                         "nodules the largest or most suspicious)",
             labels=("Size", "Nodule size")),
    RISK,
    age(required=False, description="Age (the guideline applies from 35 years; checked when "
                                    "given)"),
]

TEXT = {
    "no_routine_follow_up": "No routine follow-up",
    "optional_ct_12_months": "Optional CT at 12 months",
    "ct_6_12_then_consider_18_24": "CT at 6-12 months, then consider CT at 18-24 months",
    "ct_6_12_then_18_24": "CT at 6-12 months, then CT at 18-24 months",
    "consider_ct_3_months_pet_or_biopsy": "Consider CT at 3 months, PET/CT, or tissue sampling",
    "ct_3_6_then_consider_18_24": "CT at 3-6 months, then consider CT at 18-24 months",
    "ct_3_6_then_18_24": "CT at 3-6 months, then CT at 18-24 months",
    "ct_6_12_then_every_2_years_to_5": ("CT at 6-12 months to confirm persistence, then CT every "
                                        "2 years until 5 years"),
    "ct_3_6_then_annual_5_years": ("CT at 3-6 months to confirm persistence; if unchanged and "
                                   "the solid component remains < 6 mm, annual CT for 5 years "
                                   "(a solid component >= 6 mm is highly suspicious)"),
    "ct_3_6_then_consider_2_and_4_years": "CT at 3-6 months; if stable, consider CT at 2 and 4 "
                                          "years",
    "ct_3_6_then_manage_most_suspicious": ("CT at 3-6 months; subsequent management based on the "
                                           "most suspicious nodule(s)"),
}


def fleischner(nodule_type, multiple_nodules, nodule_size, patient_risk):
    small = nodule_size < 6
    medium = (nodule_size >= 6) & (nodule_size <= 8)
    high = patient_risk == 1
    solid_small = where(high, "optional_ct_12_months", "no_routine_follow_up")
    solid_single = where(small, solid_small,
                         where(medium, where(high, "ct_6_12_then_18_24",
                                             "ct_6_12_then_consider_18_24"),
                               "consider_ct_3_months_pet_or_biopsy"))
    solid_multiple = where(small, solid_small,
                           where(high, "ct_3_6_then_18_24", "ct_3_6_then_consider_18_24"))
    solid = where(multiple_nodules, solid_multiple, solid_single)
    ggn_single = where(small, "no_routine_follow_up", "ct_6_12_then_every_2_years_to_5")
    part_solid_single = where(small, "no_routine_follow_up", "ct_3_6_then_annual_5_years")
    subsolid_multiple = where(small, "ct_3_6_then_consider_2_and_4_years",
                              "ct_3_6_then_manage_most_suspicious")
    subsolid = where(multiple_nodules, subsolid_multiple,
                     where(nodule_type == 2, ggn_single, part_solid_single))
    return where(nodule_type == 1, solid, subsolid)


def interpret(value):
    return TEXT[str(value)]


CALCULATOR = Calculator(
    id="fleischner_guidelines",
    name="Fleischner Society Guidelines for Incidental Pulmonary Nodules",
    aliases=["Fleischner criteria", "Fleischner 2017", "Fleischner Society guidelines",
             "Incidental pulmonary nodule follow-up"],
    specialty="pulmonology",
    description=("Recommended follow-up of an incidental pulmonary nodule on CT (adults >= 35 "
                 "years) by type (solid, ground glass, part solid), number, size (< 6, 6-8, "
                 "> 8 mm) and, for solid nodules, patient risk."),
    keywords=["pulmonary nodule", "incidental nodule", "CT follow-up", "lung nodule",
              "ground glass nodule", "radiology", "follow-up for lung nodule on CT",
              "when to rescan pulmonary nodule", "incidental lung nodule management",
              "CT surveillance interval for nodule", "ground glass nodule follow-up",
              "nodule found on chest CT"],
    features=FEATURES,
    preconditions=[Precondition(lambda age: age >= 35,
                                "the Fleischner guidelines apply to adults aged 35 years or "
                                "older")],
    versions=[Version("fleischner_2017", dt.date(2017, 7, 1), MACMAHON_2017, fleischner,
                      notes="2017 update (replaces the 2005 solid and 2013 subsolid "
                            "guidelines).")],
    output=Output(kind="category", description="Recommendation key (text in the "
                                               "interpretation)"),
    interpret=interpret,
    references=[MACMAHON_2017, MDCALC],
    notes=("Recommendations as in MacMahon 2017 Table 1 (paraphrased). Size is the average of "
           "the long and short axes; the guideline rounds it to the nearest millimetre (give "
           "the rounded value); bands < 6, 6-8 and > 8 mm (subsolid: < 6 and >= 6 mm). Patient "
           "risk changes only the solid-nodule recommendations but is a required input. Not "
           "for lung-cancer screening, patients with known cancer, immunocompromised "
           "patients, or under 35 years (age checked when given)."),
)
