"""Urine output indexed to weight and time (mL/kg/h) and the intake-minus-urine fluid balance over
the same collection period."""

import datetime as dt

from medcalc.core import Calculator, Duration, Output, Quantity, Reference, Version
from medcalc.core.common import weight
from medcalc.formulas.fluids import fluid_balance, urine_output_rate

KDIGO_AKI_2012 = Reference(
    "Kidney Disease: Improving Global Outcomes (KDIGO) Acute Kidney Injury Work Group. KDIGO "
    "Clinical Practice Guideline for Acute Kidney Injury. Kidney Int Suppl. 2012;2(1):1-138 "
    "(urine output criteria expressed in mL/kg/h over 6, 12 and 24 h).",
    doi="10.1038/kisup.2012.1")
PERREN_2011 = Reference(
    "Perren A, Markmann M, Merlani G, Marone C, Merlani P. Fluid balance in critically ill "
    "patients. Should we really rely on it? Minerva Anestesiol. 2011;77(8):802-811 (fluid "
    "balance computed by subtracting fluid outputs from inputs).",
    url="https://pubmed.ncbi.nlm.nih.gov/21730928/")

URINE_OUTPUT = Quantity(
    name="urine_output", labels=("Total urine output",), unit="mL", units=("mL", "L"), range=(0.0, 30000.0),
    description="Total urine volume collected over the period")
FLUID_INTAKE = Quantity(
    name="fluid_intake", unit="mL", units=("mL", "L"), range=(0.0, 50000.0),
    description="Total fluid intake over the same period (all routes: IV, oral, enteral, blood "
                "products)")
PERIOD = Duration(
    name="collection_period", labels=("Hours",), unit="h", units=("h", "min", "day"), range=(0.25, 168.0),
    description="Length of the collection period")


def urine_output_fluid_balance(weight, urine_output, collection_period, fluid_intake):
    rate = urine_output_rate(urine_output, weight, collection_period)
    balance = fluid_balance(fluid_intake, urine_output)
    return {"value": {"urine_output_rate": rate, "fluid_balance": balance},
            "urine_output_per_hour": urine_output / collection_period}


CALCULATOR = Calculator(
    id="urine_output_fluid_balance",
    name="Urine Output and Fluid Balance",
    aliases=["Urine output (mL/kg/h) and fluid balance", "Urine output per kg per hour"],
    specialty="nephrology_urology",
    description="Urine output rate in mL/kg/h over a collection period, and the fluid balance "
                "(intake minus urine output) over that period.",
    keywords=["urine output", "oliguria", "anuria", "mL/kg/h", "intake and output", "I/O",
              "fluid balance", "acute kidney injury", "renal perfusion", "hourly urine",
              "urine output per kg per hour", "is the patient oliguric", "fluid in versus out",
              "net fluid balance", "hourly urine output", "positive or negative fluid balance"],
    features=[weight(), URINE_OUTPUT, PERIOD, FLUID_INTAKE],
    versions=[Version("standard", dt.date(2012, 3, 1), KDIGO_AKI_2012, urine_output_fluid_balance,
                      notes="Urine output rate = volume / (weight x hours); fluid balance = "
                            "intake - urine output.")],
    output=Output(kind="record", unit=None,
                  description="urine_output_rate in mL/kg/h; fluid_balance in mL (intake minus "
                              "urine output; positive = net gain)"),
    references=[KDIGO_AKI_2012, PERREN_2011],
    notes=(
        "Definitional arithmetic (the form of MDCalc's 'Urine Output and Fluid Balance', which "
        "asks for weight, total urine output, hours and fluid intake). The fluid balance here "
        "subtracts urine only (drains, stool, emesis and other losses are not inputs). The KDIGO 2012 AKI urine-output criteria (< 0.5 mL/kg/h for 6-12 h "
        "stage 1, >= 12 h stage 2; < 0.3 mL/kg/h for >= 24 h or anuria >= 12 h stage 3) use "
        "this rate but also need the duration, so no stage is attached here. Actual body "
        "weight is used, as entered. The effective date is that of the KDIGO guideline cited "
        "for the mL/kg/h convention; the arithmetic predates it."),
)
