"""PASCAL (PFO-Associated Stroke Causal Likelihood) classification: how likely a patent
foramen ovale caused an embolic-appearing cryptogenic stroke, from the RoPE score (>= 7) and a
high-risk PFO feature (large shunt or atrial septal aneurysm) (Kent et al., JAMA 2021)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.formulas.cmedcalc import first_true

KENT_2021 = Reference(
    "Kent DM, Saver JL, Kasner SE, Nelson J, Carroll JD, Chatellier G, Derumeaux G, Furlan AJ, "
    "Herrmann HC, Jüni P, Kim JS, Koethe B, Lee PH, Lefebvre B, Mattle HP, Meier B, Reisman M, "
    "Smalling RW, Soendergaard L, Song JK, Mas JL, Thaler DE. Heterogeneity of treatment effects "
    "in an analysis of pooled individual patient data from randomized trials of device closure "
    "of patent foramen ovale after stroke. JAMA. 2021;326(22):2277-2286 (the PASCAL "
    "classification: RoPE score >= 7 and high-risk PFO feature).",
    doi="10.1001/jama.2021.20956")
ELGENDY_2020 = Reference(
    "Elgendy AY, Saver JL, Amin Z, et al. Proposal for updated nomenclature and classification "
    "of potential causative mechanism in patent foramen ovale-associated stroke. JAMA Neurol. "
    "2020;77(7):878-886 (the fuller five-level classification PASCAL simplifies).",
    doi="10.1001/jamaneurol.2020.0458")
MDCALC = Reference("MDCalc. PFO-Associated Stroke Causal Likelihood (PASCAL) Classification "
                   "System.")

FEATURES = [
    Boolean(name="rope_ge_7", description="Risk of Paradoxical Embolism (RoPE) score >= 7",
            labels=("RoPE Score ≥7", "RoPE score >= 7", "High RoPE score"),
            definition="RoPE score (Kent 2013, 0-10) of 7 or more."),
    Boolean(name="high_risk_pfo", description="High-risk PFO feature: large shunt and/or atrial "
                                              "septal aneurysm",
            labels=("High-risk PFO feature (Large shunt and/or atrial septal aneurysm)",
                    "High-risk PFO feature", "large shunt or atrial septal aneurysm"),
            definition="Large right-to-left shunt on bubble study (as graded by the trials) or "
                       "an atrial septal aneurysm."),
]
ITEMS = (
    criterion("rope_ge_7", "RoPE score >= 7", aliases=("RoPE Score ≥7",)),
    criterion("high_risk_pfo", "High-risk PFO feature (large shunt or atrial septal aneurysm)",
              aliases=("High-risk PFO feature (Large shunt and/or atrial septal aneurysm)",)),
)


def pascal(rope_ge_7, high_risk_pfo):
    n = rope_ge_7 + high_risk_pfo
    return {"value": first_true([n == 2, n == 1], ["probable", "possible"], "unlikely"),
            "rope_ge_7": rope_ge_7, "high_risk_pfo": high_risk_pfo}


def interpret(category):
    return {
        "unlikely": "PFO-attributable stroke unlikely (RoPE < 7 and no high-risk PFO feature): "
                    "closure showed no benefit in this group in the pooled trials",
        "possible": "PFO-attributable stroke possible (only one of RoPE >= 7 and a high-risk PFO "
                    "feature): individual decision on closure",
        "probable": "PFO-attributable stroke probable (RoPE >= 7 and a high-risk PFO feature): "
                    "largest benefit of closure in the pooled trials",
    }[category]


CALCULATOR = Calculator(
    id="pascal",
    name="PFO-Associated Stroke Causal Likelihood (PASCAL) Classification System",
    aliases=["PASCAL", "PASCAL classification", "PFO-Associated Stroke Causal Likelihood"],
    specialty="neurology",
    description="Likelihood (unlikely / possible / probable) that a patent foramen ovale caused "
                "a cryptogenic ischaemic stroke, from RoPE >= 7 and a large shunt or atrial "
                "septal aneurysm.",
    keywords=["patent foramen ovale", "PFO closure", "cryptogenic stroke", "ESUS", "RoPE score",
              "paradoxical embolism", "atrial septal aneurysm", "did the PFO cause the stroke",
              "PFO closure decision", "cryptogenic stroke and hole in heart",
              "paradoxical embolism likelihood", "causal role of patent foramen ovale",
              "large shunt or atrial septal aneurysm"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("kent_2021", dt.date(2021, 12, 14), KENT_2021, pascal,
                      notes="Both features: probable; one: possible; neither: unlikely.")],
    output=Output(kind="category", description="unlikely, possible or probable"),
    interpret=interpret,
    references=[KENT_2021, ELGENDY_2020, MDCALC],
    notes="Kent 2021 (pooled individual data of six PFO-closure trials) combined the RoPE score "
          "(>= 7 vs < 7) with high-risk PFO features (atrial septal aneurysm or large shunt) into "
          "three groups; the fuller Elgendy 2020 scheme (adds 'definite' for a straddling "
          "thrombus and 'highly probable' with preceding PE/DVT) is not implemented. Applies to "
          "patients with an embolic-appearing infarct and no other major stroke source. MDCalc "
          "asks the same two yes/no questions; its labels are accepted.",
)
