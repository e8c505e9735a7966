"""Positive and Negative Syndrome Scale (PANSS): registered as unavailable (licence-locked)."""

from medcalc.core import Reference, UnavailableCalculator

KAY_1987 = Reference(
    "Kay SR, Fiszbein A, Opler LA. The positive and negative syndrome scale (PANSS) for "
    "schizophrenia. Schizophr Bull. 1987;13(2):261-276.", doi="10.1093/schbul/13.2.261")
MHS = Reference("Multi-Health Systems Inc. (MHS): PANSS manual, forms and licensing.",
                url="https://mhs.com/")
PHENX = Reference(
    "PhenX Toolkit, protocol 'Global Psychopathology Rating Scale - Research' (PANSS): "
    "'a proprietary instrument and administration requires a license from Multi-Health "
    "Systems, Inc.'", url="https://www.phenxtoolkit.org/protocols/view/122101")

CALCULATOR = UnavailableCalculator(
    id="panss",
    name="Positive and Negative Syndrome Scale (PANSS) for Schizophrenia",
    aliases=["PANSS", "Positive and Negative Syndrome Scale"],
    specialty="psychiatry_addiction",
    description=("30-item clinician-rated interview for schizophrenia (7 positive, 7 negative, "
                 "16 general psychopathology items, 1-7 each; total 30-210)."),
    keywords=["schizophrenia", "psychosis", "positive symptoms", "negative symptoms",
              "clinician-rated", "antipsychotic trials"],
    owner="Multi-Health Systems Inc. (MHS), Toronto (copyright holder and licensor)",
    reason=("The PANSS is a proprietary instrument: its manual, rating criteria and forms are "
            "sold by Multi-Health Systems, and administration requires a licence from MHS "
            "(PhenX Toolkit; CamCOPS lists it as 'reproduction not permitted'). This library "
            "therefore does not reproduce its items or anchors. A licensed user can add the 30 "
            "item ratings (1-7 each) from the licensed form."),
    alternatives=["bprs", "crdpss"],
    references=[KAY_1987, MHS, PHENX],
    notes=("Open alternatives: the Brief Psychiatric Rating Scale (public domain; id 'bprs'), "
           "from which the PANSS was developed, and the APA's Clinician-Rated Dimensions of "
           "Psychosis Symptom Severity (id 'crdpss')."),
)
