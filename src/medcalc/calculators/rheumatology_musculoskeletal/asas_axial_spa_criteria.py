"""ASAS classification criteria for axial spondyloarthritis (Rudwaleit et al., Ann Rheum Dis
2009)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Precondition, Quantity, Reference, Version
from medcalc.core.vector import where

RUDWALEIT_2009 = Reference(
    "Rudwaleit M, van der Heijde D, Landewé R, et al. The development of Assessment of "
    "SpondyloArthritis international Society classification criteria for axial "
    "spondyloarthritis (part II): validation and final selection. Ann Rheum Dis. "
    "2009;68(6):777-783.", doi="10.1136/ard.2009.108233")
MDCALC = Reference("MDCalc. ASAS Criteria for Axial Spondyloarthritis (SpA).")

SPA_FEATURES = (
    ("inflammatory_back_pain", "Inflammatory back pain (ASAS expert definition)",
     ("Inflammatory back pain",)),
    ("arthritis", "Arthritis: past or present active synovitis diagnosed by a physician",
     ("Arthritis",)),
    ("enthesitis", "Heel enthesitis: past or present pain or tenderness at the Achilles or "
                   "plantar fascia insertion on the calcaneus", ("Enthesitis (heel)",
                                                                 "Enthesitis")),
    ("uveitis", "Anterior uveitis, confirmed by an ophthalmologist", ("Uveitis",)),
    ("dactylitis", "Dactylitis diagnosed by a physician", ("Dactylitis",)),
    ("psoriasis", "Psoriasis diagnosed by a physician", ("Psoriasis",)),
    ("ibd", "Crohn's disease or ulcerative colitis diagnosed by a physician",
     ("Crohn's/colitis", "Inflammatory bowel disease", "Crohn's disease or ulcerative colitis")),
    ("nsaid_response", "Good response to NSAIDs: back pain much better or gone 24-48 h after a "
                       "full dose", ("Good response to NSAIDs",)),
    ("family_history", "Family history of SpA in a first- or second-degree relative (AS, "
                       "psoriasis, uveitis, reactive arthritis, IBD)",
     ("Family history for SpA", "Family history of SpA")),
    ("elevated_crp", "Elevated CRP in the presence of back pain (other causes excluded)",
     ("Elevated CRP",)),
)
NAMES = tuple(f[0] for f in SPA_FEATURES)
IMAGING, CLINICAL, NOT_MET = ("axial SpA (imaging arm)", "axial SpA (clinical arm)",
                              "criteria not met")


def compute(sacroiliitis_imaging, hla_b27, **features):
    n_other = sum(features[n] * 1 for n in NAMES)
    n_all = n_other + hla_b27 * 1
    imaging_arm = sacroiliitis_imaging & (n_all >= 1)
    clinical_arm = hla_b27 & (n_other >= 2)
    return {"value": where(imaging_arm, IMAGING, where(clinical_arm, CLINICAL, NOT_MET)),
            "spa_features_including_hla_b27": n_all, "imaging_arm": imaging_arm * 1,
            "clinical_arm": clinical_arm * 1}


compute.__parameters__ = ("sacroiliitis_imaging", "hla_b27", *NAMES)


def interpret(value, breakdown):
    b = breakdown or {}
    if value == NOT_MET:
        return "does not meet the ASAS classification criteria for axial SpA"
    both = " (clinical arm also met)" if value == IMAGING and b.get("clinical_arm") else ""
    return f"classified as axial spondyloarthritis: {value}{both}"


CALCULATOR = Calculator(
    id="asas_axial_spa_criteria",
    name="ASAS Criteria for Axial Spondyloarthritis (SpA)",
    aliases=["ASAS axSpA criteria", "ASAS axial SpA classification", "ASAS 2009 axial "
             "spondyloarthritis criteria"],
    specialty="rheumatology_musculoskeletal",
    description=("Classification of axial spondyloarthritis in patients with back pain for "
                 ">= 3 months and onset before 45: sacroiliitis on imaging plus >= 1 SpA "
                 "feature, or HLA-B27 plus >= 2 other SpA features."),
    keywords=["axial spondyloarthritis", "ankylosing spondylitis", "sacroiliitis", "HLA-B27",
              "inflammatory back pain", "classification criteria",
              "does chronic back pain represent spondyloarthritis",
              "classify inflammatory back pain", "young onset back pain with HLA-B27",
              "sacroiliitis on MRI classification", "axial SpA diagnosis criteria",
              "non-radiographic axial spondyloarthritis", "spondyloarthritis features count"],
    features=[
        Boolean(name="chronic_back_pain", absent=None,
                labels=("Back pain >= 3 months", "Back pain ≥3 months"),
                description="Back pain for 3 months or more (entry criterion)"),
        Quantity(name="age_at_onset", unit="year", range=(0.0, 120.0),
                 labels=("Age at onset", "Age at onset of back pain"),
                 description="Age at onset of the back pain (entry criterion: < 45 years)"),
        Boolean(name="sacroiliitis_imaging",
                labels=("Sacroiliitis on imaging",),
                description="Sacroiliitis on imaging: active (acute) inflammation on MRI highly "
                            "suggestive of SpA-associated sacroiliitis, or definite radiographic "
                            "sacroiliitis by the modified New York criteria"),
        Boolean(name="hla_b27", labels=("HLA-B27", "HLA-B27 positive"),
                description="HLA-B27 positive"),
        *(Boolean(name=n, description=d, labels=labels) for n, d, labels in SPA_FEATURES),
    ],
    preconditions=[Precondition(lambda chronic_back_pain, age_at_onset:
                                chronic_back_pain & (age_at_onset < 45),
                                "the ASAS axial SpA criteria apply to back pain of >= 3 months "
                                "with onset before age 45")],
    versions=[Version("rudwaleit_2009", dt.date(2009, 6, 1), RUDWALEIT_2009, compute,
                      notes="Imaging arm: sacroiliitis + >= 1 SpA feature (HLA-B27 counts); "
                            "clinical arm: HLA-B27 + >= 2 other SpA features.")],
    output=Output(kind="category"),
    interpret=interpret,
    references=[RUDWALEIT_2009, MDCALC],
    notes=("Rudwaleit 2009 (ASAS). Entry criteria (back pain >= 3 months, onset < 45 years) "
           "are preconditions: outside them the result is NA not_applicable. SpA features as "
           "defined by ASAS (definitions condensed). Where both arms are met the imaging arm is "
           "reported and the clinical arm noted. Same logic as MDCalc."),
)
