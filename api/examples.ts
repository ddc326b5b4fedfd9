/**
 * Real responses, recorded from the README's Try-it flow against the embedded default (npm start), for
 * the OpenAPI document's examples (api/openapi.ts). IDs, hashes and times are those of that run.
 * To refresh: run the flow and paste the bodies; the OpenAPI test checks each against its schema.
 */

/** POST /products/sync */
export const productSync = {
  "data": [
    {
      "id": "prd_uBK_P5nN4vA2IJtH",
      "accountId": "acct_demo",
      "externalId": "shopify-1001",
      "sku": "TEE-BLK-M",
      "name": "Cotton T-shirt",
      "description": "Men's knitted T-shirt, 100% cotton",
      "originCountry": "CA",
      "declaredValueUsd": 12.5,
      "materials": [
        "cotton"
      ],
      "hsCode": "6109.10",
      "weightKg": 0.2,
      "exportControl": {
        "eccn": "EAR99",
        "scheduleB": "6109.10.0012"
      },
      "complianceProfile": {
        "issues": [],
        "readiness": "READY",
        "hsCodePresent": true,
        "missingFields": [],
        "weightPresent": true,
        "hsCodeWellFormed": true,
        "materialsPresent": true,
        "descriptionPresent": true,
        "originCountryValid": true,
        "declaredValuePositive": true
      },
      "createdAt": "2026-11-26T18:20:10.901Z",
      "updatedAt": "2026-11-26T18:20:10.901Z"
    }
  ]
};

/** GET /products?limit=10 */
export const productList = {
  "data": [
    {
      "id": "prd_uBK_P5nN4vA2IJtH",
      "accountId": "acct_demo",
      "externalId": "shopify-1001",
      "sku": "TEE-BLK-M",
      "name": "Cotton T-shirt",
      "description": "Men's knitted T-shirt, 100% cotton",
      "originCountry": "CA",
      "declaredValueUsd": 12.5,
      "materials": [
        "cotton"
      ],
      "hsCode": "6109.10",
      "weightKg": 0.2,
      "exportControl": {
        "eccn": "EAR99",
        "scheduleB": "6109.10.0012"
      },
      "complianceProfile": {
        "issues": [],
        "readiness": "READY",
        "hsCodePresent": true,
        "missingFields": [],
        "weightPresent": true,
        "hsCodeWellFormed": true,
        "materialsPresent": true,
        "descriptionPresent": true,
        "originCountryValid": true,
        "declaredValuePositive": true
      },
      "createdAt": "2026-11-26T18:20:10.901Z",
      "updatedAt": "2026-11-26T18:20:10.901Z"
    }
  ],
  "nextCursor": null
};

/** GET /products/{id} */
export const product = {
  "id": "prd_uBK_P5nN4vA2IJtH",
  "accountId": "acct_demo",
  "externalId": "shopify-1001",
  "sku": "TEE-BLK-M",
  "name": "Cotton T-shirt",
  "description": "Men's knitted T-shirt, 100% cotton",
  "originCountry": "CA",
  "declaredValueUsd": 12.5,
  "materials": [
    "cotton"
  ],
  "hsCode": "6109.10",
  "weightKg": 0.2,
  "exportControl": {
    "eccn": "EAR99",
    "scheduleB": "6109.10.0012"
  },
  "complianceProfile": {
    "issues": [],
    "readiness": "READY",
    "hsCodePresent": true,
    "missingFields": [],
    "weightPresent": true,
    "hsCodeWellFormed": true,
    "materialsPresent": true,
    "descriptionPresent": true,
    "originCountryValid": true,
    "declaredValuePositive": true
  },
  "createdAt": "2026-11-26T18:20:10.901Z",
  "updatedAt": "2026-11-26T18:20:10.901Z"
};

/** POST /api/orders/sync */
export const orderSync = {
  "data": [
    {
      "id": "ord_GMk-mK8ECbKjAj6B",
      "accountId": "acct_demo",
      "externalId": "order-5002",
      "destinationCountry": "US",
      "destinationRegion": "CA",
      "destinationPostalCode": "94105",
      "totalValueUsd": 25,
      "items": [
        {
          "productId": "prd_uBK_P5nN4vA2IJtH",
          "quantity": 2,
          "unitValueUsd": 12.5
        }
      ],
      "metadata": null,
      "shipTo": {
        "city": "San Francisco",
        "name": "Avery Chen",
        "email": "avery@chen.example",
        "phone": "+1 415 555 0199",
        "region": "CA",
        "country": "US",
        "postalCode": "94105",
        "addressLines": [
          "535 Mission St",
          "Floor 14"
        ]
      },
      "soldTo": {
        "city": "San Francisco",
        "name": "Chen Design LLC",
        "taxId": {
          "type": "US_EIN",
          "value": "98-7654321"
        },
        "region": "CA",
        "country": "US",
        "postalCode": "94105",
        "addressLines": [
          "535 Mission St"
        ]
      },
      "incoterm": "DAP",
      "orderedAt": "2026-11-20",
      "charges": {
        "freightUsd": 18.5,
        "insuranceUsd": 2.1
      },
      "packages": {
        "count": 1,
        "grossWeightKg": 0.75
      },
      "reasonForExport": "sale",
      "createdAt": "2026-11-26T18:20:11.185Z",
      "updatedAt": "2026-11-26T18:20:44.529Z"
    }
  ]
};

/** POST /api/exports/plan */
export const plan = {
  "flags": [
    "partner_broker"
  ],
  "state": "BATCHED",
  "status": "BATCHED",
  "batch_id": "exp_AXEtLOkDqjYXeKgZ",
  "exportId": "exp_AXEtLOkDqjYXeKgZ",
  "planHash": "be7c1daeaca7ee6d9addaa8d6fd06925c696d059ca7495fcc74a71678443f7ea",
  "validation": {
    "readiness_state": "READY",
    "compliance_score": 100,
    "validation_messages": []
  },
  "exportFiling": {
    "basis": "No export declaration required: goods exported from Canada to the US need none unless they need a permit (CBSA Memorandum D20-1-1), and no product carries one.",
    "legend": null,
    "regime": "CA_CERS",
    "required": false,
    "reference": null
  },
  "missing_data": [],
  "readinessState": "READY",
  "complianceScore": 100,
  "excluded_order_ids": [],
  "included_order_ids": [
    "ord_GMk-mK8ECbKjAj6B"
  ],
  "validationMessages": [],
  "recommended_strategy": "Ship 1 order (USD 25.00) to US through the partner broker. Ready to execute.",
  "next_recommended_action": "execute",
  "estimated_import_savings_usd": 0
};

/** POST /api/exports/plan with dryRun: true */
export const planDryRun = {
  "exportId": null,
  "batch_id": null,
  "state": "DRY_RUN",
  "status": "DRY_RUN",
  "planHash": "be7c1daeaca7ee6d9addaa8d6fd06925c696d059ca7495fcc74a71678443f7ea",
  "readinessState": "READY",
  "complianceScore": 100,
  "validationMessages": [],
  "included_order_ids": [
    "ord_GMk-mK8ECbKjAj6B"
  ],
  "excluded_order_ids": [],
  "flags": [
    "partner_broker"
  ],
  "missing_data": [],
  "recommended_strategy": "Ship 1 order (USD 25.00) to US through the partner broker. Ready to execute.",
  "estimated_import_savings_usd": 0,
  "next_recommended_action": "execute",
  "exportFiling": {
    "required": false,
    "regime": "CA_CERS",
    "reference": null,
    "basis": "No export declaration required: goods exported from Canada to the US need none unless they need a permit (CBSA Memorandum D20-1-1), and no product carries one.",
    "legend": null
  },
  "validation": {
    "readiness_state": "READY",
    "compliance_score": 100,
    "validation_messages": []
  },
  "dryRun": true
};

/** POST /api/exports/execute */
export const execution = {
  "exportId": "exp_AXEtLOkDqjYXeKgZ",
  "batch_id": "exp_AXEtLOkDqjYXeKgZ",
  "state": "COMPLETED",
  "status": "COMPLETED",
  "customs_package_id": "cpk_QHvurqNBBLAZyYMG",
  "planHash": "be7c1daeaca7ee6d9addaa8d6fd06925c696d059ca7495fcc74a71678443f7ea",
  "artifacts": [
    {
      "artifact_type": "cci_human_readable",
      "filename": "exp_AXEtLOkDqjYXeKgZ-cci.txt",
      "generated_at": "2026-11-26T18:20:11.844Z"
    },
    {
      "artifact_type": "cci_csv",
      "filename": "exp_AXEtLOkDqjYXeKgZ-cci.csv",
      "generated_at": "2026-11-26T18:20:11.844Z"
    },
    {
      "artifact_type": "manifest",
      "filename": "exp_AXEtLOkDqjYXeKgZ-manifest.json",
      "generated_at": "2026-11-26T18:20:11.844Z"
    },
    {
      "artifact_type": "commercial_invoice_pdf",
      "filename": "exp_AXEtLOkDqjYXeKgZ-commercial-invoice.pdf",
      "generated_at": "2026-11-26T18:20:11.844Z"
    }
  ],
  "notification_ids": [
    "ntf_Ns38x7CnWu7YMsa9"
  ],
  "notifications": [
    "ntf_Ns38x7CnWu7YMsa9"
  ],
  "execution_timestamp": "2026-11-26T18:20:12.272Z",
  "brokerSubmission": {
    "id": "sub_RKspdmNrX6vXh5Oz",
    "submission_type": "EMAIL",
    "status": "sent",
    "recipient_email": "broker@demo-brokerage.example",
    "subject": "Customs package CP-20261126-AXETLOKDQJ: 1 order(s) to US [exp_AXEtLOkDqjYXeKgZ]",
    "sent_at": "2026-11-26T18:20:12.517Z",
    "error_message": null,
    "attempts": 1,
    "last_error": null,
    "next_attempt_at": null
  }
};

/** GET /api/exports/{id}, after the execute above */
export const inspection = {
  "exportId": "exp_AXEtLOkDqjYXeKgZ",
  "status": "COMPLETED",
  "state": "COMPLETED",
  "readinessState": "READY",
  "complianceScore": 100,
  "validationMessages": [],
  "planHash": "be7c1daeaca7ee6d9addaa8d6fd06925c696d059ca7495fcc74a71678443f7ea",
  "exportFiling": {
    "basis": "No export declaration required: goods exported from Canada to the US need none unless they need a permit (CBSA Memorandum D20-1-1), and no product carries one.",
    "legend": null,
    "regime": "CA_CERS",
    "required": false,
    "reference": null
  },
  "artifacts": [
    {
      "artifact_type": "cci_human_readable",
      "filename": "exp_AXEtLOkDqjYXeKgZ-cci.txt",
      "generated_at": "2026-11-26T18:20:11.844Z"
    },
    {
      "artifact_type": "cci_csv",
      "filename": "exp_AXEtLOkDqjYXeKgZ-cci.csv",
      "generated_at": "2026-11-26T18:20:11.844Z"
    },
    {
      "artifact_type": "manifest",
      "filename": "exp_AXEtLOkDqjYXeKgZ-manifest.json",
      "generated_at": "2026-11-26T18:20:11.844Z"
    },
    {
      "artifact_type": "commercial_invoice_pdf",
      "filename": "exp_AXEtLOkDqjYXeKgZ-commercial-invoice.pdf",
      "generated_at": "2026-11-26T18:20:11.844Z"
    }
  ],
  "export": {
    "batch_id": "exp_AXEtLOkDqjYXeKgZ",
    "status": "COMPLETED",
    "planHash": "be7c1daeaca7ee6d9addaa8d6fd06925c696d059ca7495fcc74a71678443f7ea",
    "lifecycle_state": "COMPLETED",
    "plan": {
      "readinessState": "READY",
      "included_order_ids": [
        "ord_GMk-mK8ECbKjAj6B"
      ]
    },
    "execution": {
      "customs_package_id": "cpk_QHvurqNBBLAZyYMG",
      "executed_at": "2026-11-26T18:20:12.272Z"
    },
    "inspection": {
      "artifact_count": 4,
      "notification_count": 1
    }
  },
  "batch": {
    "id": "exp_AXEtLOkDqjYXeKgZ",
    "state": "COMPLETED",
    "raw_state": "completed",
    "warehouse_id": "wh_demo",
    "broker_id": "brk_demo",
    "destination_country": "US",
    "estimated_savings_usd": 0,
    "next_recommended_action": "await_broker_clearance",
    "created_at": "2026-11-26T18:20:11.608Z",
    "executed_at": "2026-11-26T18:20:12.272Z"
  },
  "customsPackage": {
    "id": "cpk_QHvurqNBBLAZyYMG",
    "packageNumber": "CP-20261126-AXETLOKDQJ",
    "state": "sent_to_broker"
  },
  "notifications": [
    {
      "id": "ntf_Ns38x7CnWu7YMsa9",
      "channel": "EMAIL",
      "status": "sent",
      "created_at": "2026-11-26T18:20:12.258Z"
    }
  ],
  "brokerSubmission": {
    "id": "sub_RKspdmNrX6vXh5Oz",
    "submission_type": "EMAIL",
    "status": "sent",
    "recipient_email": "broker@demo-brokerage.example",
    "subject": "Customs package CP-20261126-AXETLOKDQJ: 1 order(s) to US [exp_AXEtLOkDqjYXeKgZ]",
    "sent_at": "2026-11-26T18:20:12.517Z",
    "error_message": null,
    "attempts": 1,
    "last_error": null,
    "next_attempt_at": null
  },
  "snapshot": {
    "included_order_ids": [
      "ord_GMk-mK8ECbKjAj6B"
    ],
    "planHash": "be7c1daeaca7ee6d9addaa8d6fd06925c696d059ca7495fcc74a71678443f7ea"
  },
  "events": [
    {
      "id": "evt_c9ad58af18ec3ae8c5c45571",
      "type": "export.planned",
      "created_at": "2026-11-26T18:20:11.608Z",
      "payload": {
        "batchId": "exp_AXEtLOkDqjYXeKgZ",
        "orderIds": [
          "ord_GMk-mK8ECbKjAj6B"
        ],
        "planHash": "be7c1daeaca7ee6d9addaa8d6fd06925c696d059ca7495fcc74a71678443f7ea",
        "planRevision": 1,
        "readinessState": "READY",
        "complianceScore": 100,
        "destinationCountry": "US"
      }
    },
    {
      "id": "evt_e27a3575b301dd40f02fd985",
      "type": "export.executed",
      "created_at": "2026-11-26T18:20:12.272Z",
      "payload": {
        "batchId": "exp_AXEtLOkDqjYXeKgZ",
        "planHash": "be7c1daeaca7ee6d9addaa8d6fd06925c696d059ca7495fcc74a71678443f7ea",
        "packageNumber": "CP-20261126-AXETLOKDQJ",
        "customsPackageId": "cpk_QHvurqNBBLAZyYMG"
      }
    },
    {
      "id": "evt_9e7fa3f1acc2347151a144a7",
      "type": "broker_submission.sent",
      "created_at": "2026-11-26T18:20:12.517Z",
      "payload": {
        "error": null,
        "batchId": "exp_AXEtLOkDqjYXeKgZ",
        "attempts": 1,
        "submissionId": "sub_RKspdmNrX6vXh5Oz",
        "recipientEmail": "broker@demo-brokerage.example"
      }
    }
  ]
};

/** POST /api/customs/optimize */
export const optimize = {
  "contract_status": "draft",
  "optimizer_run_id": "opt_6HwB61STXOnsWKwQ",
  "optimizer_attempt_id": "oat_Mitc5owz2whJA-7P",
  "hs_code": "6109.10",
  "candidate_classifications": [
    {
      "hs_code": "6109.10",
      "support_score": 0.903,
      "rationale_summary": "T-shirts and vests of cotton: name \"t shirt\"; description \"knitted\"; material cotton"
    },
    {
      "hs_code": "6109.90",
      "support_score": 0.796,
      "rationale_summary": "T-shirts and vests of other textile materials: name \"t shirt\"; description \"knitted\""
    }
  ],
  "confidence_score": 0.781,
  "confidence_level": "high",
  "confidence_reasoning_summary": "high confidence (0.781): evidence strength 0.903 for 6109.10; no competing heading; margin over sibling 6109.90 is 0.321",
  "recommended_action": "auto_accept",
  "compliance_flags": [],
  "merge_report": {
    "normalized_fields": [],
    "missing_fields": [
      "category"
    ],
    "overrides_applied": [],
    "notes": []
  },
  "attempt_number": 1,
  "max_attempts": 3,
  "retry_available": false,
  "retry_count": 0,
  "retry_reason": null,
  "signals": [
    "classification_ready",
    "planning_ready"
  ],
  "notes": "Draft preview: the classification is a suggestion from the project nomenclature table; production optimizer execution is not enabled. A licensed customs broker confirms the final HS code.",
  "metering": {
    "billable_event_type": "customs_optimization",
    "optimizer_run_count": 1,
    "optimizer_attempt_count": 1
  }
};

/** POST /api/customs/optimize/batch */
export const optimizeBatch = {
  "contract_status": "draft",
  "optimizer_batch_run_id": "opt_FQKEtTUmuNXWk_DN",
  "status": "running",
  "item_count": 1,
  "chunk_size": 50,
  "max_items": 500,
  "status_url": "/api/customs/optimizations/opt_FQKEtTUmuNXWk_DN"
};

/** GET /api/customs/optimizations/{id} of the batch run above */
export const optimizationBatch = {
  "optimizer_run_id": "opt_FQKEtTUmuNXWk_DN",
  "kind": "batch",
  "status": "completed",
  "item_count": 1,
  "completed_count": 1,
  "failure_reason": null,
  "created_at": "2026-11-23T19:44:31.419Z",
  "updated_at": "2026-11-23T19:44:31.578Z",
  "items": [
    {
      "item_index": 0,
      "optimizer_run_id": "opt_eD0CeJAboFx4C_ME",
      "optimizer_attempt_id": "oat_eELmoF0bIQJ0mWFs",
      "hs_code": "6109.10",
      "confidence_score": 0.781,
      "confidence_level": "high",
      "recommended_action": "auto_accept",
      "compliance_flags": [],
      "merge_report": {
        "notes": [],
        "missing_fields": [
          "category"
        ],
        "normalized_fields": [],
        "overrides_applied": []
      },
      "metering_event_id": "met_mzAskpYU2dfFHe-d"
    }
  ],
  "metering": {
    "billable_event_type": "customs_optimization",
    "optimizer_run_count": 1,
    "optimizer_attempt_count": 1
  }
};

/** GET /api/customs/optimizations/{id} of the single run above */
export const optimizationSingle = {
  "optimizer_run_id": "opt_6HwB61STXOnsWKwQ",
  "kind": "single",
  "status": "completed",
  "attempt_count": 1,
  "max_attempts": 3,
  "created_at": "2026-11-23T19:44:31.365Z",
  "updated_at": "2026-11-23T19:44:31.365Z",
  "attempts": [
    {
      "optimizer_attempt_id": "oat_Mitc5owz2whJA-7P",
      "attempt_number": 1,
      "input": {
        "value": 14,
        "materials": [
          "cotton"
        ],
        "account_id": "acct_demo",
        "description": "Knitted T-shirt, 100% cotton",
        "product_name": "Cotton T-shirt",
        "country_of_origin": "PT"
      },
      "hs_code": "6109.10",
      "confidence_score": 0.781,
      "confidence_level": "high",
      "recommended_action": "auto_accept",
      "compliance_flags": [],
      "merge_report": {
        "notes": [],
        "missing_fields": [
          "category"
        ],
        "normalized_fields": [],
        "overrides_applied": []
      },
      "created_at": "2026-11-23T19:44:31.365Z"
    }
  ],
  "metering": {
    "billable_event_type": "customs_optimization",
    "optimizer_run_count": 1,
    "optimizer_attempt_count": 1,
    "events": [
      {
        "id": "met_cVXIF2tSN1zPIUdU",
        "billable_event_type": "customs_optimization",
        "optimizer_attempt_id": "oat_Mitc5owz2whJA-7P",
        "created_at": "2026-11-23T19:44:31.365Z"
      }
    ]
  }
};

/** GET /api/events?limit=3 */
export const events = {
  "data": [
    {
      "id": "evt_9801996dd096f44702e0baf1",
      "type": "customs_optimization.batch_completed",
      "created_at": "2026-11-23T19:44:31.578Z",
      "payload": {
        "status": "completed",
        "itemCount": 1,
        "failureReason": null,
        "optimizationId": "opt_FQKEtTUmuNXWk_DN"
      }
    },
    {
      "id": "evt_8ad89f19a552de6f65697b65",
      "type": "broker_submission.sent",
      "created_at": "2026-11-23T19:44:28.220Z",
      "payload": {
        "error": null,
        "batchId": "exp_3-WUdkfZUB7kfSXF",
        "attempts": 1,
        "submissionId": "sub_WRja23eU1K2ot4oY",
        "recipientEmail": "broker@demo-brokerage.example"
      }
    },
    {
      "id": "evt_4a0d7f9950b9df353bb8887b",
      "type": "export.executed",
      "created_at": "2026-11-23T19:44:27.929Z",
      "payload": {
        "batchId": "exp_3-WUdkfZUB7kfSXF",
        "planHash": "74a009b21da3184ad93e6db3958ba664abb55d94a8c6a97cc2008e5d9bb25e1f",
        "packageNumber": "CP-20261123-3WUDKFZUB7",
        "customsPackageId": "cpk_AJ35httjT7VcOpKL"
      }
    }
  ],
  "nextCursor": "Mg"
};

/** GET /healthz */
export const health = {
  "status": "ok",
  "checks": {
    "worker": {
      "ok": true,
      "detail": "task queue export-protocol"
    },
    "temporal": {
      "ok": true
    },
    "postgres": {
      "ok": true
    }
  }
};

/** POST /api/exports/plan naming an order the account does not have */
export const invalidOrderReference = {
  "errorCode": "INVALID_ORDER_REFERENCE",
  "message": "One or more order IDs cannot be resolved",
  "field": "orderIds",
  "details": {
    "requestedOrderIds": [
      "ord_missing"
    ],
    "foundOrderIds": []
  }
};

/** POST /api/exports/plan without brokerId and with no orderIds */
export const validationError = {
  "errorCode": "VALIDATION_ERROR",
  "message": "brokerId: Invalid input: expected string, received undefined",
  "field": "brokerId",
  "details": {
    "issues": [
      {
        "path": "brokerId",
        "message": "Invalid input: expected string, received undefined",
        "code": "invalid_type"
      },
      {
        "path": "orderIds",
        "message": "at least 1 order ID",
        "code": "too_small"
      }
    ]
  }
};

/** POST /api/exports/execute of a COMPLETED batch (no Idempotency-Key) */
export const invalidExportState = {
  "errorCode": "INVALID_EXPORT_STATE",
  "message": "The batch is COMPLETED",
  "details": {
    "currentState": "COMPLETED"
  }
};

/** any /api route with an unknown key */
export const invalidApiKey = {
  "errorCode": "INVALID_API_KEY",
  "message": "A valid API key is required: send Authorization: Bearer <API_KEY>"
};

/**
 * The lists (issue 33), recorded from a later run of the same flow, so their IDs differ from those above.
 * GET /api/exports?limit=2 (the Canada-bound batch, then the US-bound one)
 */
export const exportList = {
  "data": [
    {
      "exportId": "exp_d9KIzjBAh_Dc4FCz",
      "batch_id": "exp_d9KIzjBAh_Dc4FCz",
      "state": "COMPLETED",
      "status": "COMPLETED",
      "readinessState": "REVIEW_REQUIRED",
      "complianceScore": 95,
      "planHash": "27ac6a21f0d7a5db92a514e26d78e9ff5d8a0e09b93b85f6ecedd00410559131",
      "destinationCountry": "CA",
      "warehouseId": "wh_pAzFJRe0g4tlXfO2",
      "brokerId": "brk_demo",
      "included_order_ids": [
        "ord_b_PSqstH99l6iSIi"
      ],
      "customs_package_id": "cpk_G4FPQ9vVCaSyOzZD",
      "brokerSubmissionStatus": "sent",
      "createdAt": "2026-11-26T22:56:25.341Z",
      "updatedAt": "2026-11-26T22:56:25.842Z",
      "executedAt": "2026-11-26T22:56:25.752Z",
      "inspectUrl": "/api/exports/exp_d9KIzjBAh_Dc4FCz"
    },
    {
      "exportId": "exp_c9CpdMrwtPqSal_E",
      "batch_id": "exp_c9CpdMrwtPqSal_E",
      "state": "COMPLETED",
      "status": "COMPLETED",
      "readinessState": "READY",
      "complianceScore": 100,
      "planHash": "c8e15bc1d44cfc83d505e7fb29fafded8205ef262ecf1e56c6cc7d7a51c335d7",
      "destinationCountry": "US",
      "warehouseId": "wh_demo",
      "brokerId": "brk_demo",
      "included_order_ids": [
        "ord_uniHCJ2MWQWCM5Pf"
      ],
      "customs_package_id": "cpk_UBp9xh2FCcP3S2IS",
      "brokerSubmissionStatus": "sent",
      "createdAt": "2026-11-26T22:56:23.885Z",
      "updatedAt": "2026-11-26T22:56:24.855Z",
      "executedAt": "2026-11-26T22:56:24.624Z",
      "inspectUrl": "/api/exports/exp_c9CpdMrwtPqSal_E"
    }
  ],
  "nextCursor": null
};

/** GET /api/orders?limit=2 */
export const orderList = {
  "data": [
    {
      "id": "ord_b_PSqstH99l6iSIi",
      "accountId": "acct_demo",
      "externalId": "order-5003",
      "destinationCountry": "CA",
      "destinationRegion": "ON",
      "destinationPostalCode": "M5V 2T6",
      "totalValueUsd": 3000,
      "items": [
        {
          "productId": "prd_umAOkQW7BCfuLjan",
          "quantity": 240,
          "unitValueUsd": 12.5
        }
      ],
      "metadata": null,
      "shipTo": {
        "city": "Toronto",
        "name": "Jordan Tremblay",
        "taxId": {
          "type": "CA_BN",
          "value": "987654321RM0001"
        },
        "region": "ON",
        "company": "Tremblay Boutique Inc.",
        "country": "CA",
        "postalCode": "M5V 2T6",
        "addressLines": [
          "200 Wellington St W"
        ]
      },
      "soldTo": null,
      "incoterm": "CPT",
      "orderedAt": "2026-11-21",
      "charges": {
        "freightUsd": 140,
        "packingUsd": 25
      },
      "packages": {
        "count": 6,
        "grossWeightKg": 48.5
      },
      "reasonForExport": "sale",
      "createdAt": "2026-11-26T22:56:25.151Z",
      "updatedAt": "2026-11-26T22:56:25.151Z"
    },
    {
      "id": "ord_uniHCJ2MWQWCM5Pf",
      "accountId": "acct_demo",
      "externalId": "order-5002",
      "destinationCountry": "US",
      "destinationRegion": "CA",
      "destinationPostalCode": "94105",
      "totalValueUsd": 25,
      "items": [
        {
          "productId": "prd_umAOkQW7BCfuLjan",
          "quantity": 2,
          "unitValueUsd": 12.5
        }
      ],
      "metadata": null,
      "shipTo": {
        "city": "San Francisco",
        "name": "Avery Chen",
        "email": "avery@chen.example",
        "phone": "+1 415 555 0199",
        "region": "CA",
        "country": "US",
        "postalCode": "94105",
        "addressLines": [
          "535 Mission St",
          "Floor 14"
        ]
      },
      "soldTo": {
        "city": "San Francisco",
        "name": "Chen Design LLC",
        "taxId": {
          "type": "US_EIN",
          "value": "98-7654321"
        },
        "region": "CA",
        "country": "US",
        "postalCode": "94105",
        "addressLines": [
          "535 Mission St"
        ]
      },
      "incoterm": "DAP",
      "orderedAt": "2026-11-20",
      "charges": {
        "freightUsd": 18.5,
        "insuranceUsd": 2.1
      },
      "packages": {
        "count": 1,
        "grossWeightKg": 0.75
      },
      "reasonForExport": "sale",
      "createdAt": "2026-11-26T22:56:23.481Z",
      "updatedAt": "2026-11-26T22:56:23.481Z"
    }
  ],
  "nextCursor": "ord_uniHCJ2MWQWCM5Pf"
};

/** GET /api/orders/{id} (order-5002, in the US-bound batch) */
export const orderWithBatches = {
  "id": "ord_uniHCJ2MWQWCM5Pf",
  "accountId": "acct_demo",
  "externalId": "order-5002",
  "destinationCountry": "US",
  "destinationRegion": "CA",
  "destinationPostalCode": "94105",
  "totalValueUsd": 25,
  "items": [
    {
      "productId": "prd_umAOkQW7BCfuLjan",
      "quantity": 2,
      "unitValueUsd": 12.5
    }
  ],
  "metadata": null,
  "shipTo": {
    "city": "San Francisco",
    "name": "Avery Chen",
    "email": "avery@chen.example",
    "phone": "+1 415 555 0199",
    "region": "CA",
    "country": "US",
    "postalCode": "94105",
    "addressLines": [
      "535 Mission St",
      "Floor 14"
    ]
  },
  "soldTo": {
    "city": "San Francisco",
    "name": "Chen Design LLC",
    "taxId": {
      "type": "US_EIN",
      "value": "98-7654321"
    },
    "region": "CA",
    "country": "US",
    "postalCode": "94105",
    "addressLines": [
      "535 Mission St"
    ]
  },
  "incoterm": "DAP",
  "orderedAt": "2026-11-20",
  "charges": {
    "freightUsd": 18.5,
    "insuranceUsd": 2.1
  },
  "packages": {
    "count": 1,
    "grossWeightKg": 0.75
  },
  "reasonForExport": "sale",
  "createdAt": "2026-11-26T22:56:23.481Z",
  "updatedAt": "2026-11-26T22:56:23.481Z",
  "batches": [
    {
      "exportId": "exp_c9CpdMrwtPqSal_E",
      "batch_id": "exp_c9CpdMrwtPqSal_E",
      "state": "COMPLETED",
      "status": "COMPLETED",
      "readinessState": "READY",
      "complianceScore": 100,
      "planHash": "c8e15bc1d44cfc83d505e7fb29fafded8205ef262ecf1e56c6cc7d7a51c335d7",
      "destinationCountry": "US",
      "warehouseId": "wh_demo",
      "brokerId": "brk_demo",
      "included_order_ids": [
        "ord_uniHCJ2MWQWCM5Pf"
      ],
      "customs_package_id": "cpk_UBp9xh2FCcP3S2IS",
      "brokerSubmissionStatus": "sent",
      "createdAt": "2026-11-26T22:56:23.885Z",
      "updatedAt": "2026-11-26T22:56:24.855Z",
      "executedAt": "2026-11-26T22:56:24.624Z",
      "inspectUrl": "/api/exports/exp_c9CpdMrwtPqSal_E"
    }
  ]
};
