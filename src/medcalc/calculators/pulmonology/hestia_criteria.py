"""Hestia criteria: eligibility of a patient with acute pulmonary embolism for outpatient
treatment (Zondag et al., J Thromb Haemost 2011)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion, points_total

ZONDAG_2011 = Reference(
    "Zondag W, Mos IC, Creemers-Schild D, Hoogerbrugge AD, Dekkers OM, Dolsma J, et al.; Hestia "
    "Study Investigators. Outpatient treatment in patients with acute pulmonary embolism: the "
    "Hestia Study. J Thromb Haemost. 2011;9(8):1500-1507.",
    doi="10.1111/j.1538-7836.2011.04388.x")

# The eleven exclusion criteria of Zondag 2011, each a yes/no question; any "yes" excludes
# outpatient treatment.
CRITERIA = (
    ("hemodynamically_unstable", "Hemodynamically unstable",
     "systolic blood pressure < 100 mmHg with heart rate > 100/min, or a condition requiring "
     "admission to an intensive care unit (or unstable in the clinician's judgement)"),
    ("thrombolysis_or_embolectomy_needed", "Thrombolysis or embolectomy necessary",
     "thrombolysis or embolectomy needed (for a reason other than hemodynamic instability)"),
    ("active_bleeding_or_high_bleeding_risk", "Active bleeding or high risk of bleeding",
     "gastrointestinal bleeding in the preceding 14 days, stroke < 4 weeks ago, operation "
     "< 2 weeks ago, bleeding disorder or platelet count < 75 x 10^9/L, uncontrolled "
     "hypertension (SBP > 180 or DBP > 110 mmHg), or high bleeding risk in the clinician's "
     "judgement"),
    ("oxygen_needed_over_24h", "Oxygen needed for more than 24 hours",
     "more than 24 hours of supplemental oxygen needed to keep the oxygen saturation > 90%"),
    ("pe_during_anticoagulation", "PE diagnosed during anticoagulant treatment",
     "the pulmonary embolism was diagnosed while on anticoagulant treatment"),
    ("severe_pain_iv_analgesia", "Severe pain needing intravenous analgesia for more than 24 h",
     "severe pain needing intravenous pain medication for more than 24 hours"),
    ("medical_or_social_reason_for_admission",
     "Medical or social reason for treatment in hospital for more than 24 hours",
     "a medical or social reason for in-hospital treatment > 24 hours (e.g. infection, "
     "malignancy, no support system)"),
    ("creatinine_clearance_below_30", "Creatinine clearance < 30 mL/min",
     "creatinine clearance < 30 mL/min by the Cockcroft-Gault formula"),
    ("severe_liver_impairment", "Severe liver impairment",
     "severe liver impairment, at the discretion of the physician"),
    ("pregnant", "Pregnant", "currently pregnant"),
    ("history_of_heparin_induced_thrombocytopenia",
     "Documented history of heparin-induced thrombocytopenia",
     "documented history of heparin-induced thrombocytopenia (HIT)"),
)


# MDCalc's field labels, where they differ from Zondag 2011's wording: aliases of the items.
MDCALC_LABELS = {
    "thrombolysis_or_embolectomy_needed": ("Thrombolysis or embolectomy needed",),
    "active_bleeding_or_high_bleeding_risk": ("Active bleeding or high risk for bleeding",),
    "oxygen_needed_over_24h": (">24 hrs on supplemental oxygen required to maintain SaO2 >90%",),
    "pe_during_anticoagulation": ("PE diagnosed while on anticoagulation",),
    "severe_pain_iv_analgesia": ("Severe pain needing IV pain medication required >24 hr",),
    "medical_or_social_reason_for_admission": (
        "Medical or social reason for admission >24 hr (infection, malignancy, no support "
        "system)",),
    "creatinine_clearance_below_30": ("Creatinine clearance <30 mL/min by Cockcroft-Gault",),
    "pregnant": ("Pregnancy",),
    "history_of_heparin_induced_thrombocytopenia": (
        "Documented history of heparin-induced thrombocytopenia (HIT)",),
}
# One yes/no item per criterion (1 when present); the value is the number present.
ITEMS = tuple(criterion(name, label, aliases=MDCALC_LABELS.get(name, ()))
              for name, label, _ in CRITERIA)
hestia = points_total(ITEMS)


def eligibility(count):
    if count == 0:
        return ("no Hestia criterion present: eligible for outpatient treatment (Hestia study: "
                "3-month recurrent VTE 2.0%, mortality 1.0% in outpatients)")
    return (f"{count} Hestia criterion present: not eligible for outpatient treatment"
            if count == 1 else
            f"{count} Hestia criteria present: not eligible for outpatient treatment")


CALCULATOR = Calculator(
    id="hestia_criteria",
    name="Hestia Criteria for Outpatient Pulmonary Embolism Treatment",
    aliases=["Hestia criteria", "Hestia rule", "Hestia decision rule"],
    specialty="pulmonology",
    description=("Eleven yes/no exclusion criteria for treating acute pulmonary embolism at "
                 "home; a patient with none of them is eligible for outpatient treatment."),
    keywords=["pulmonary embolism", "PE", "outpatient treatment", "home treatment",
              "early discharge", "ambulatory management", "anticoagulation", "exclusion criteria",
              "treat pulmonary embolism at home", "PE outpatient eligibility",
              "discharge patient with PE", "home anticoagulation for PE",
              "low-risk PE early discharge", "PE ambulatory treatment selection"],
    features=[Boolean(name=name, description=f"{label} (1 criterion)", definition=definition)
              for name, label, definition in CRITERIA],
    items=list(ITEMS),
    versions=[Version("zondag_2011", dt.date(2011, 8, 1), ZONDAG_2011, hestia,
                      notes=("J Thromb Haemost August 2011 issue (day not established). Eleven "
                             "criteria; any criterion present excludes outpatient treatment."))],
    output=Output(kind="integer", unit="criteria"),
    interpret=eligibility,
    references=[ZONDAG_2011],
    notes=(
        "Criteria and their definitions follow Zondag 2011 (prospective cohort of 297 "
        "outpatients in 12 Dutch hospitals, 2008-2010: 3-month recurrent VTE 2.0%, major "
        "bleeding 0.7%, mortality 1.0%). The value is the number of criteria present; 0 means "
        "eligible for outpatient treatment. Each criterion is a yes/no item answerable under its "
        "name, Zondag 2011's label or MDCalc's field label. Under missing='absent' an "
        "unmentioned criterion counts as absent and is listed as imputed, so check that every "
        "criterion was assessed "
        "before sending a patient home."),
)
