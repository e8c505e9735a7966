"""tPA (alteplase) eligibility for acute ischaemic stroke: inclusion criteria, contraindications,
relative contraindications and the additional warnings of the 3-4.5 h window, as checklists
(AHA/ASA 2019 guideline; Jauch et al. 2013 for the relative and 3-4.5 h criteria)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version
from medcalc.core.features import UNSET
from medcalc.core.vector import where

POWERS_2019 = Reference(
    "Powers WJ, Rabinstein AA, Ackerson T, et al. Guidelines for the early management of "
    "patients with acute ischemic stroke: 2019 update to the 2018 guidelines. Stroke. "
    "2019;50(12):e344-e418 (section 3.5: IV alteplase eligibility and contraindications).",
    doi="10.1161/STR.0000000000000211")
JAUCH_2013 = Reference(
    "Jauch EC, Saver JL, Adams HP Jr, et al. Guidelines for the early management of patients "
    "with acute ischemic stroke. Stroke. 2013;44(3):870-947 (Table 10: inclusion and exclusion "
    "characteristics, relative exclusions and the additional 3-4.5 h exclusions).",
    doi="10.1161/STR.0b013e318284056a")
MDCALC = Reference("MDCalc. tPA Contraindications for Ischemic Stroke (field labels used here).")

# (name, description, MDCalc label)
INCLUSION = (
    ("age_18_or_over", "Age 18 years or older", "Age ≥18"),
    ("ischemic_stroke_deficit", "Clinical diagnosis of ischaemic stroke causing a measurable "
                                "neurological deficit",
     "Clinical diagnosis of ischemic stroke causing neurological deficit"),
    ("onset_under_4_5h", "Symptom onset (last known well) less than 4.5 hours before treatment",
     "Time of symptom onset <4.5 hours"),
)
CONTRAINDICATIONS = (
    ("ich_on_ct", "Intracranial haemorrhage on CT", "Intracranial hemorrhage on CT"),
    ("sah_presentation", "Clinical presentation suggesting subarachnoid haemorrhage",
     "Clinical presentation suggests subarachnoid hemorrhage"),
    ("neurosurgery_head_trauma_stroke_3mo", "Intracranial surgery, serious head trauma or "
                                            "ischaemic stroke within 3 months",
     "Neurosurgery, head trauma, or stroke in past 3 months"),
    ("uncontrolled_hypertension", "Blood pressure above 185/110 mmHg despite treatment "
                                  "(SBP > 185 or DBP > 110)",
     "Uncontrolled hypertension (>185 SBP or >110 DBP)"),
    ("history_ich", "Previous intracranial haemorrhage", "History of intracranial hemorrhage"),
    ("known_avm_neoplasm_aneurysm", "Known intracranial arteriovenous malformation, neoplasm "
                                    "or aneurysm",
     "Known intracranial AVM, neoplasm, or aneurysm"),
    ("active_internal_bleeding", "Active internal bleeding", "Active internal bleeding"),
    ("endocarditis", "Suspected or confirmed infective endocarditis",
     "Suspected/confirmed endocarditis"),
    ("platelets_under_100k", "Platelet count below 100,000/mm3",
     "Known bleeding diathesis - Platelet count <100,000"),
    ("heparin_48h_elevated_aptt", "Heparin within 48 hours with an abnormally elevated aPTT",
     "Known bleeding diathesis - Heparin within 48h with elevated aPTT"),
    ("warfarin_inr_over_1_7", "Warfarin with INR > 1.7 (or PT > 15 s)",
     "Known bleeding diathesis - Warfarin with INR >1.7"),
    ("doac_use", "Direct thrombin or factor Xa inhibitor taken within 48 hours (unless "
                 "laboratory tests are normal)",
     "Known bleeding diathesis - Direct thrombin or factor Xa inhibitor use"),
    ("glucose_under_50", "Blood glucose below 50 mg/dL (2.7 mmol/L)",
     "Abnormal blood glucose (<50 mg/dL)"),
    ("intra_axial_neoplasm", "Intra-axial intracranial neoplasm",
     "Intra-axial intracranial neoplasm"),
    ("gi_malignancy", "Structural gastrointestinal malignancy", "Gastrointestinal (GI) malignancy"),
    ("gi_hemorrhage_21d", "Gastrointestinal bleeding within 21 days",
     "GI hemorrhage within the last 21 days"),
    ("intracranial_spinal_surgery_3mo", "Intracranial or intraspinal surgery within 3 months",
     "Intracranial or intraspinal surgery within the last 3 months"),
    ("extensive_hypoattenuation", "CT with extensive regions of clear hypoattenuation",
     "CT shows extensive regions of clear hypoattenuation"),
    ("aortic_arch_dissection", "Known or suspected aortic arch dissection",
     "Stroke associated with aortic arch dissection (known/suspected)"),
)
RELATIVE = (
    ("minor_or_improving", "Only minor or rapidly improving stroke symptoms",
     "Only minor or rapidly improving stroke symptoms"),
    ("major_surgery_trauma_14d", "Major surgery or serious non-head trauma within 14 days",
     "Major surgery or serious non-head trauma in previous 14 days"),
    ("gi_gu_hemorrhage_21d", "Gastrointestinal or urinary tract haemorrhage within 21 days",
     "History of GI or urinary tract hemorrhage within 21 days"),
    ("seizure_at_onset", "Seizure at onset with postictal residual impairments",
     "Seizure at stroke onset"),
    ("arterial_puncture_noncompressible", "Arterial puncture at a noncompressible site within "
                                          "7 days",
     "Recent arterial puncture at a noncompressible site"),
    ("recent_lumbar_puncture", "Lumbar puncture within 7 days", "Recent lumbar puncture"),
    ("post_mi_pericarditis", "Post-myocardial-infarction pericarditis",
     "Post myocardial infarction pericarditis"),
    ("pregnancy", "Pregnancy", "Pregnancy"),
)
WARNINGS_3_4_5H = (
    ("age_over_80", "Age over 80 years (3-4.5 h window)",
     "Additional warning >3 hr: Age >80 years"),
    ("prior_stroke_and_diabetes", "History of both diabetes and prior ischaemic stroke "
                                  "(3-4.5 h window)",
     "Additional warning >3 hr: Prior stroke and diabetes"),
    ("any_anticoagulant", "Taking an oral anticoagulant, whatever the INR (3-4.5 h window)",
     "Additional warning >3 hr: Any active anticoagulant use"),
    ("nihss_over_25", "NIHSS > 25 (3-4.5 h window)", "Additional warning >3 hr: NIHSS >25"),
    ("multilobar_infarct", "CT: multilobar infarction, hypodensity over one-third of the "
                           "hemisphere (3-4.5 h window)",
     "Additional warning >3 hr: CT multilobar infarction >1/3 hemisphere"),
)

FEATURES = (
    [Boolean(name=n, description=d, labels=(label,), absent=UNSET) for n, d, label in INCLUSION]
    + [Boolean(name=n, description=d, labels=(label,))
       for n, d, label in CONTRAINDICATIONS + RELATIVE + WARNINGS_3_4_5H])
GROUPS = {"inclusion": INCLUSION, "contraindications": CONTRAINDICATIONS,
          "relative": RELATIVE, "warnings_3_4_5h": WARNINGS_3_4_5H}


def eligibility(**f):
    inclusion_unmet = sum(where(f[n], 0, 1) for n, _, _ in INCLUSION)
    absolute = sum(where(f[n], 1, 0) for n, _, _ in CONTRAINDICATIONS)
    relative = sum(where(f[n], 1, 0) for n, _, _ in RELATIVE)
    warnings = sum(where(f[n], 1, 0) for n, _, _ in WARNINGS_3_4_5H)
    value = where(inclusion_unmet > 0, "not_eligible",
                  where(absolute > 0, "contraindicated",
                        where(relative + warnings > 0, "eligible_with_cautions", "eligible")))
    return {"value": value, "inclusion_criteria_unmet": inclusion_unmet,
            "contraindications": absolute, "relative_contraindications": relative,
            "warnings_3_to_4_5h": warnings}


eligibility.__parameters__ = tuple(f.name for f in FEATURES)


def interpret(category):
    return {
        "eligible": "Patient eligible for tPA: inclusion criteria met, no contraindication "
                    "checked",
        "eligible_with_cautions": "Eligible, with relative contraindications or 3-4.5 h "
                                  "warnings: weigh the bleeding risk against the expected "
                                  "benefit",
        "contraindicated": "tPA contraindicated: at least one contraindication is present",
        "not_eligible": "Not eligible for tPA: an inclusion criterion is not met",
    }[str(category)]


CALCULATOR = Calculator(
    id="tpa_contraindications",
    name="tPA Contraindications for Ischemic Stroke",
    aliases=["tPA (Tissue Plasminogen Activator) Contraindications for Ischemic Stroke",
             "tPA contraindications", "alteplase eligibility", "thrombolysis contraindications",
             "IV thrombolysis eligibility stroke"],
    specialty="neurology",
    description="Checklist of IV alteplase eligibility in acute ischaemic stroke: 3 inclusion "
                "criteria, contraindications, relative contraindications and the additional "
                "warnings of the 3-4.5 h window.",
    keywords=["thrombolysis", "alteplase", "tPA", "acute ischemic stroke", "contraindications",
              "eligibility", "bleeding risk", "can this stroke patient get tPA",
              "eligibility for thrombolysis", "contraindications to clot buster",
              "exclusion criteria alteplase", "IV thrombolysis checklist",
              "bleeding contraindications for thrombolysis"],
    features=FEATURES,
    versions=[Version("aha_2019", dt.date(2019, 10, 30), POWERS_2019, eligibility,
                      notes="Contraindications per Powers 2019 with the 2013 exclusions MDCalc "
                            "still lists; relative and 3-4.5 h criteria per Jauch 2013.")],
    output=Output(kind="category", description="eligible, eligible_with_cautions, "
                                               "contraindicated or not_eligible"),
    interpret=interpret,
    references=[POWERS_2019, JAUCH_2013, MDCALC],
    notes="A checklist, not a score: the clinician answers each criterion. Grouping follows "
          "MDCalc's form, which mixes the 2019 guideline's 'contraindicated/should not be "
          "given' list with exclusions of the 2013 guideline (unruptured AVM or aneurysm is "
          "listed as a contraindication there although the 2019 guideline considers "
          "treatment reasonable for small unruptured aneurysms). Relative contraindications "
          "and the 3-4.5 h warnings (age > 80, diabetes with prior stroke, any oral "
          "anticoagulant, NIHSS > 25, multilobar infarct) do not exclude treatment but call for "
          "a risk-benefit judgement; the 2019 guideline relaxed several of them. With "
          "missing='absent', unmentioned contraindications count as absent; the three "
          "inclusion criteria are never imputed. The breakdown counts the criteria met in "
          "each group.",
)
