// This file is generated. Do not edit it by hand.
// Source: openapi/platform.yaml (and the files it references), bundled by Redocly (scripts/bundle-platform-document.mjs).
// Generator: openapi-typescript 7.13.0 via scripts/generate.mjs.
// Regenerate: pnpm --filter @clinic/api-client generate

export interface paths {
    "/assistant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List assistants */
        get: operations["listAssistants"];
        put?: never;
        /** Create an assistant */
        post: operations["createAssistant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistant/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get an assistant */
        get: operations["getAssistant"];
        /** Replace an assistant */
        put: operations["replaceAssistant"];
        post?: never;
        /** Delete an assistant */
        delete: operations["deleteAssistant"];
        options?: never;
        head?: never;
        /** Update an assistant */
        patch: operations["updateAssistant"];
        trace?: never;
    };
    "/assistant/{id}/version": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** List the saved versions of an assistant */
        get: operations["listAssistantVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/assistant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List assistants, one page at a time */
        get: operations["listAssistantsPaginated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/squad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List squads */
        get: operations["listSquads"];
        put?: never;
        /** Create a squad */
        post: operations["createSquad"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/squad/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a squad */
        get: operations["getSquad"];
        put?: never;
        post?: never;
        /** Delete a squad */
        delete: operations["deleteSquad"];
        options?: never;
        head?: never;
        /** Update a squad */
        patch: operations["updateSquad"];
        trace?: never;
    };
    "/workflow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List workflows */
        get: operations["listWorkflows"];
        put?: never;
        /** Create a workflow */
        post: operations["createWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflow/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a workflow */
        get: operations["getWorkflow"];
        put?: never;
        post?: never;
        /** Delete a workflow */
        delete: operations["deleteWorkflow"];
        options?: never;
        head?: never;
        /** Update a workflow */
        patch: operations["updateWorkflow"];
        trace?: never;
    };
    "/v2/call/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export calls that match a filter */
        get: operations["exportCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/call": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List calls, one page at a time */
        get: operations["listCallsPaginated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/call/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pagination figures of a call filter, without the calls */
        get: operations["getCallListMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List calls */
        get: operations["listCalls"];
        put?: never;
        /** Create a call */
        post: operations["createCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a call */
        get: operations["getCall"];
        put?: never;
        post?: never;
        /** Delete the data of a call */
        delete: operations["deleteCall"];
        options?: never;
        head?: never;
        /** Update a call */
        patch: operations["updateCall"];
        trace?: never;
    };
    "/call/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an outbound phone call */
        post: operations["createPhoneCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call/web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a web call */
        post: operations["createWebCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List chats */
        get: operations["listChats"];
        put?: never;
        /** Send a chat message */
        post: operations["createChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a chat */
        get: operations["getChat"];
        put?: never;
        post?: never;
        /** Delete a chat */
        delete: operations["deleteChat"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Chat in the OpenAI Responses format */
        post: operations["createChatResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a chat message from a public (browser) key */
        post: operations["createWebChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/web/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Web chat in the OpenAI Responses format */
        post: operations["createWebChatResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List campaigns */
        get: operations["listCampaigns"];
        put?: never;
        /** Create a campaign */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a campaign */
        get: operations["getCampaign"];
        put?: never;
        post?: never;
        /** Delete a campaign */
        delete: operations["deleteCampaign"];
        options?: never;
        head?: never;
        /** Update a campaign */
        patch: operations["updateCampaign"];
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List sessions */
        get: operations["listSessions"];
        put?: never;
        /** Create a session */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a session */
        get: operations["getSession"];
        put?: never;
        post?: never;
        /** Delete a session */
        delete: operations["deleteSession"];
        options?: never;
        head?: never;
        /** Update a session */
        patch: operations["updateSession"];
        trace?: never;
    };
    "/v2/phone-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List phone numbers, one page at a time */
        get: operations["listPhoneNumbersPaginated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone-number/import/twilio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a Twilio number (deprecated in favour of POST /phone-number)
         * @deprecated
         */
        post: operations["importTwilioPhoneNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone-number/import/vonage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a Vonage number (deprecated in favour of POST /phone-number)
         * @deprecated
         */
        post: operations["importVonagePhoneNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List phone numbers */
        get: operations["listPhoneNumbers"];
        put?: never;
        /** Create or import a phone number */
        post: operations["createPhoneNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone-number/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a phone number */
        get: operations["getPhoneNumber"];
        put?: never;
        post?: never;
        /** Delete a phone number */
        delete: operations["deletePhoneNumber"];
        options?: never;
        head?: never;
        /** Update a phone number */
        patch: operations["updatePhoneNumber"];
        trace?: never;
    };
    "/tool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tools */
        get: operations["listTools"];
        put?: never;
        /** Create a tool */
        post: operations["createTool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tool/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a tool */
        get: operations["getTool"];
        put?: never;
        post?: never;
        /** Delete a tool */
        delete: operations["deleteTool"];
        options?: never;
        head?: never;
        /** Update a tool */
        patch: operations["updateTool"];
        trace?: never;
    };
    "/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file (deprecated alias of POST /file)
         * @deprecated
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List files */
        get: operations["listFiles"];
        put?: never;
        /** Upload a file */
        post: operations["createFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a file */
        get: operations["getFile"];
        put?: never;
        post?: never;
        /** Delete a file */
        delete: operations["deleteFile"];
        options?: never;
        head?: never;
        /** Rename a file */
        patch: operations["updateFile"];
        trace?: never;
    };
    "/knowledge-base": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List knowledge bases */
        get: operations["listKnowledgeBases"];
        put?: never;
        /** Create a knowledge base */
        post: operations["createKnowledgeBase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledge-base/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a knowledge base */
        get: operations["getKnowledgeBase"];
        put?: never;
        post?: never;
        /** Delete a knowledge base */
        delete: operations["deleteKnowledgeBase"];
        options?: never;
        head?: never;
        /** Update a knowledge base */
        patch: operations["updateKnowledgeBase"];
        trace?: never;
    };
    "/structured-output": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List structured outputs */
        get: operations["listStructuredOutputs"];
        put?: never;
        /** Create a structured output */
        post: operations["createStructuredOutput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/structured-output/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a structured output */
        get: operations["getStructuredOutput"];
        put?: never;
        post?: never;
        /** Delete a structured output */
        delete: operations["deleteStructuredOutput"];
        options?: never;
        head?: never;
        /** Update a structured output */
        patch: operations["updateStructuredOutput"];
        trace?: never;
    };
    "/test-suite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List test suites */
        get: operations["listTestSuites"];
        put?: never;
        /** Create a test suite */
        post: operations["createTestSuite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-suite/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a test suite */
        get: operations["getTestSuite"];
        put?: never;
        post?: never;
        /** Delete a test suite */
        delete: operations["deleteTestSuite"];
        options?: never;
        head?: never;
        /** Update a test suite */
        patch: operations["updateTestSuite"];
        trace?: never;
    };
    "/test-suite/{testSuiteId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
            };
            cookie?: never;
        };
        /** List the tests of a suite */
        get: operations["listTestSuiteTests"];
        put?: never;
        /** Add a test to a suite */
        post: operations["createTestSuiteTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-suite/{testSuiteId}/test/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a test */
        get: operations["getTestSuiteTest"];
        put?: never;
        post?: never;
        /** Delete a test */
        delete: operations["deleteTestSuiteTest"];
        options?: never;
        head?: never;
        /** Update a test */
        patch: operations["updateTestSuiteTest"];
        trace?: never;
    };
    "/test-suite/{testSuiteId}/run": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
            };
            cookie?: never;
        };
        /** List the runs of a suite */
        get: operations["listTestSuiteRuns"];
        put?: never;
        /** Run a test suite */
        post: operations["createTestSuiteRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-suite/{testSuiteId}/run/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a run */
        get: operations["getTestSuiteRun"];
        put?: never;
        post?: never;
        /** Delete a run */
        delete: operations["deleteTestSuiteRun"];
        options?: never;
        head?: never;
        /** Update a run */
        patch: operations["updateTestSuiteRun"];
        trace?: never;
    };
    "/eval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List evals */
        get: operations["listEvals"];
        put?: never;
        /** Create an eval */
        post: operations["createEval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eval/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get an eval */
        get: operations["getEval"];
        put?: never;
        post?: never;
        /** Delete an eval */
        delete: operations["deleteEval"];
        options?: never;
        head?: never;
        /** Update an eval */
        patch: operations["updateEval"];
        trace?: never;
    };
    "/eval/run/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get an eval run */
        get: operations["getEvalRun"];
        put?: never;
        post?: never;
        /** Delete an eval run */
        delete: operations["deleteEvalRun"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eval/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List eval runs */
        get: operations["listEvalRuns"];
        put?: never;
        /** Run an eval */
        post: operations["createEvalRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the orgs of the current user */
        get: operations["listOrgs"];
        put?: never;
        /** Create an org */
        post: operations["createOrg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/feature-flag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a feature flag of the current org */
        get: operations["getOrgFeatureFlag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get an org */
        get: operations["getOrg"];
        put?: never;
        post?: never;
        /** Delete an org */
        delete: operations["deleteOrg"];
        options?: never;
        head?: never;
        /** Update an org */
        patch: operations["updateOrg"];
        trace?: never;
    };
    "/org/{id}/user": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** List the members of an org */
        get: operations["listOrgUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Leave an org */
        delete: operations["leaveOrg"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{id}/member/{memberId}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
                /** @description Id of the member (user) to remove. */
                memberId: components["parameters"]["MemberId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member from an org */
        delete: operations["removeOrgMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite people to an org */
        post: operations["inviteOrgUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the role of a member */
        patch: operations["updateOrgUserRole"];
        trace?: never;
    };
    "/org/{id}/auth": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a short-lived token scoped to an org */
        get: operations["getOrgAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tokens */
        get: operations["listTokens"];
        put?: never;
        /** Create a token */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/token/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a token */
        get: operations["getToken"];
        put?: never;
        post?: never;
        /** Delete a token */
        delete: operations["deleteToken"];
        options?: never;
        head?: never;
        /** Update a token */
        patch: operations["updateToken"];
        trace?: never;
    };
    "/credential": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List credentials */
        get: operations["listCredentials"];
        put?: never;
        /** Create a credential */
        post: operations["createCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credential/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a credential */
        get: operations["getCredential"];
        put?: never;
        post?: never;
        /** Delete a credential */
        delete: operations["deleteCredential"];
        options?: never;
        head?: never;
        /** Update a credential */
        patch: operations["updateCredential"];
        trace?: never;
    };
    "/credential/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an OAuth connection session for a provider */
        post: operations["createCredentialSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credential/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive a connection event from the OAuth broker (unauthenticated) */
        post: operations["receiveCredentialWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credential/trigger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run an action through a connected credential */
        post: operations["triggerCredentialAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List templates */
        get: operations["listTemplates"];
        put?: never;
        /** Create a template */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/pinned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List pinned templates */
        get: operations["listPinnedTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a template */
        get: operations["getTemplate"];
        put?: never;
        post?: never;
        /** Delete a template */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        /** Update a template */
        patch: operations["updateTemplate"];
        trace?: never;
    };
    "/voice-library/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        /** Search the voice library of a provider */
        get: operations["listVoiceLibrary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice-library/{provider}/accents": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        /** List the accents a provider offers */
        get: operations["listVoiceLibraryAccents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice-library/sync/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refresh the voice library of one provider */
        post: operations["syncProviderVoiceLibrary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice-library/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refresh the voice library of every provider, or of those listed */
        post: operations["syncVoiceLibrary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voice-library/create-sesame-voice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a Sesame voice from a prompt */
        post: operations["createSesameVoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/{provider}/{resourceName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
                /** @description Kind of provider resource, e.g. pronunciation-dictionary. */
                resourceName: components["parameters"]["ResourceName"];
            };
            cookie?: never;
        };
        /** List provider resources */
        get: operations["listProviderResources"];
        put?: never;
        /** Create a provider resource */
        post: operations["createProviderResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/{provider}/{resourceName}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
                /** @description Kind of provider resource, e.g. pronunciation-dictionary. */
                resourceName: components["parameters"]["ResourceName"];
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a provider resource */
        get: operations["getProviderResource"];
        put?: never;
        post?: never;
        /** Delete a provider resource */
        delete: operations["deleteProviderResource"];
        options?: never;
        head?: never;
        /** Update a provider resource */
        patch: operations["updateProviderResource"];
        trace?: never;
    };
    "/{provider}/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        /** List the automation workflows of a connected provider */
        get: operations["listProviderWorkflows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{provider}/workflows/{workflowId}/hooks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
                /** @description Id of the workflow at the provider. */
                workflowId: components["parameters"]["ProviderWorkflowId"];
            };
            cookie?: never;
        };
        /** List the trigger hooks of a provider workflow */
        get: operations["listProviderWorkflowHooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{provider}/locations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        /** List the locations of a connected provider account */
        get: operations["listProviderLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{provider}/voices/search": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        /** Search the voices of a provider account */
        get: operations["searchProviderVoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{provider}/voice/search": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        /**
         * Search the voices of a provider account (older path)
         * @deprecated
         */
        get: operations["searchProviderVoicesLegacy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{provider}/voices/add": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a provider voice to the org */
        post: operations["addProviderVoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{provider}/voice/add": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a provider voice to the org (older path)
         * @deprecated
         */
        post: operations["addProviderVoiceLegacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/11labs/voice/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clone a voice at ElevenLabs from audio samples */
        post: operations["cloneElevenLabsVoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run analytics queries */
        post: operations["queryAnalytics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Receipt of an event; the platform does not publish its fields. */
        Acknowledgement: {
            [key: string]: unknown;
        };
        /** @description Body of POST /{provider}/voices/add; identifies a shared voice of the provider to add to the org. */
        AddProviderVoiceDTO: {
            [key: string]: unknown;
        };
        AnalyticsOperation: {
            /** @enum {string} */
            operation: "count" | "sum" | "avg" | "min" | "max" | "history";
            /** @description Column to aggregate, e.g. cost, duration or concurrency. */
            column: string;
            alias?: string;
        };
        AnalyticsQuery: {
            /** @description Echoed in the result so several queries can be told apart. */
            name: string;
            /** @enum {string} */
            table: "call" | "subscription";
            operations: components["schemas"]["AnalyticsOperation"][];
            groupBy?: ("type" | "assistantId" | "endedReason" | "analysis.successEvaluation" | "status")[];
            timeRange?: components["schemas"]["AnalyticsTimeRange"];
        };
        /** @description Body of POST /analytics. */
        AnalyticsQueryDTO: {
            queries: components["schemas"]["AnalyticsQuery"][];
        };
        AnalyticsQueryResult: {
            name: string;
            timeRange: components["schemas"]["AnalyticsTimeRange"];
            /** @description One row per group (and time bucket), keyed by operation alias. */
            result: {
                [key: string]: unknown;
            }[];
        };
        AnalyticsTimeRange: {
            /** Format: date-time */
            start?: string;
            /** Format: date-time */
            end?: string;
            /**
             * @description Bucket size of history operations.
             * @enum {string}
             */
            step?: "second" | "minute" | "hour" | "day" | "week" | "month" | "quarter" | "year" | "decade" | "century" | "millennium";
            /** @description IANA zone the buckets are aligned to, e.g. Europe/Prague. */
            timezone?: string;
        };
        /** @description Which artifacts (recordings, logs, transcripts) a call produces. */
        ArtifactPlan: {
            recordingEnabled?: boolean;
            /** @enum {string} */
            recordingFormat?: "mp3" | "wav;l16";
            /** @description Record the web call's video too; the web client starts the recording itself. */
            videoRecordingEnabled?: boolean;
            pcapEnabled?: boolean;
            loggingEnabled?: boolean;
            structuredOutputIds?: string[];
        } & {
            [key: string]: unknown;
        };
        /** @description A stored assistant. */
        Assistant: components["schemas"]["AssistantSettings"] & components["schemas"]["EntityBase"];
        /** @description The language model and its prompt. */
        AssistantModel: {
            /** @enum {string} */
            provider: "anthropic" | "anthropic-bedrock" | "anyscale" | "cerebras" | "custom-llm" | "deepinfra" | "deep-seek" | "google" | "groq" | "inflection-ai" | "minimax" | "openai" | "openrouter" | "perplexity-ai" | "together-ai" | "xai";
            /** @description Model name at the provider, e.g. gpt-4o. */
            model: string;
            /** @description Starting messages, usually one system prompt. */
            messages?: components["schemas"]["ModelMessage"][];
            temperature?: number;
            maxTokens?: number;
            toolIds?: string[];
            knowledgeBaseId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Per-call changes to a stored assistant. */
        AssistantOverrides: components["schemas"]["AssistantSettings"] & {
            /** @description Values for {{placeholders}} in the assistant's messages and prompt. */
            variableValues?: {
                [key: string]: unknown;
            };
        };
        AssistantPaginatedResponse: {
            results: components["schemas"]["Assistant"][];
            metadata: components["schemas"]["PaginationMeta"];
        };
        /** @description Configuration of an assistant; every field is optional and the platform fills defaults. */
        AssistantSettings: {
            name?: string;
            /** @description What the assistant says first; empty means it waits for the caller. */
            firstMessage?: string;
            /** @enum {string} */
            firstMessageMode?: "assistant-speaks-first" | "assistant-speaks-first-with-model-generated-message" | "assistant-waits-for-user";
            firstMessageInterruptionsEnabled?: boolean;
            model?: components["schemas"]["AssistantModel"];
            voice?: components["schemas"]["AssistantVoice"];
            transcriber?: components["schemas"]["AssistantTranscriber"];
            voicemailMessage?: string;
            endCallMessage?: string;
            endCallPhrases?: string[];
            /** @description Hard limit on call length. */
            maxDurationSeconds?: number;
            /** @description Ambient sound under the voice, or the URL of an audio file. */
            backgroundSound?: ("off" | "office") | string;
            /** @description Event kinds sent to the web client during a call. */
            clientMessages?: string[];
            /** @description Event kinds posted to the server URL. */
            serverMessages?: string[];
            artifactPlan?: components["schemas"]["ArtifactPlan"];
            server?: components["schemas"]["ServerEndpoint"];
            credentialIds?: string[];
            metadata?: components["schemas"]["Metadata"];
            /** @description How a voicemail greeting is recognised, per provider, or "off". */
            voicemailDetection?: "off" | components["schemas"]["OpenPlan"];
            /** @description Whether the messages of the call show the model's output rather than what the voice said. */
            modelOutputInMessagesEnabled?: boolean;
            transportConfigurations?: components["schemas"]["OpenPlan"][];
            observabilityPlan?: components["schemas"]["OpenPlan"];
            /** @description Provider credentials used for this assistant only. */
            credentials?: components["schemas"]["OpenPlan"][];
            /** @description Actions run on call events (the call ending, an interruption…). */
            hooks?: components["schemas"]["OpenPlan"][];
            compliancePlan?: components["schemas"]["OpenPlan"];
            backgroundSpeechDenoisingPlan?: components["schemas"]["OpenPlan"];
            analysisPlan?: components["schemas"]["OpenPlan"];
            startSpeakingPlan?: components["schemas"]["OpenPlan"];
            stopSpeakingPlan?: components["schemas"]["OpenPlan"];
            monitorPlan?: components["schemas"]["OpenPlan"];
            keypadInputPlan?: components["schemas"]["OpenPlan"];
        } & {
            [key: string]: unknown;
        };
        /** @description Speech-to-text; the remaining fields depend on the provider. */
        AssistantTranscriber: {
            /** @enum {string} */
            provider: "assembly-ai" | "azure" | "custom-transcriber" | "deepgram" | "11labs" | "gladia" | "google" | "speechmatics" | "talkscriber" | "openai" | "cartesia" | "soniox" | "xai";
            model?: string;
            language?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A saved snapshot of an assistant; the platform does not publish its fields. */
        AssistantVersion: {
            [key: string]: unknown;
        };
        AssistantVersionPaginatedResponse: {
            results: components["schemas"]["AssistantVersion"][];
            metadata: components["schemas"]["PaginationMeta"];
            /** @description Opaque cursor of the next page, when there is one. */
            nextPageState?: string;
        };
        /** @description Text-to-speech voice; the remaining fields depend on the provider. */
        AssistantVoice: {
            provider: components["schemas"]["VoiceProvider"];
            /** @description Voice id at the provider (some providers name it differently). */
            voiceId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A call; web calls also carry webCallUrl and the artifact plan the browser must honour. */
        Call: components["schemas"]["EntityBase"] & ({
            type?: components["schemas"]["CallType"];
            status?: components["schemas"]["CallStatus"];
            /** @description Why the call ended (a long, growing list of codes). */
            endedReason?: string;
            name?: string;
            /** Format: date-time */
            startedAt?: string;
            /** Format: date-time */
            endedAt?: string;
            /** @description Total cost in USD. */
            cost?: number;
            /**
             * Format: uri
             * @description Room URL the browser joins; set on web calls.
             */
            webCallUrl?: string;
            artifactPlan?: components["schemas"]["ArtifactPlan"];
            assistantId?: string;
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            squadId?: string;
            squad?: components["schemas"]["CreateSquadDTO"];
            workflowId?: string;
            workflow?: components["schemas"]["CreateWorkflowDTO"];
            phoneNumberId?: string;
            customerId?: string;
            customer?: components["schemas"]["Customer"];
            campaignId?: string;
            /** @enum {string} */
            phoneCallProvider?: "twilio" | "vonage" | "vapi" | "telnyx";
            /** @enum {string} */
            phoneCallTransport?: "sip" | "pstn";
            phoneCallProviderId?: string;
            /** @description Summary and success evaluation produced after the call. */
            analysis?: {
                [key: string]: unknown;
            };
            /** @description Transcript, recording URLs and messages produced by the call. */
            artifact?: {
                [key: string]: unknown;
            };
            /** @description URLs to listen to or control the live call. */
            monitor?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /** @description Result of a call export; the platform does not publish its shape. */
        CallExport: {
            [key: string]: unknown;
        };
        CallPaginatedResponse: {
            results: components["schemas"]["Call"][];
            metadata: components["schemas"]["PaginationMeta"];
        };
        /** @description What a phone call is asked to do; POST /call and POST /call/phone take these. */
        CallSettings: components["schemas"]["CallTarget"] & {
            name?: string;
            /** @description Number to call from. */
            phoneNumberId?: string;
            /** @description A Twilio number to call from, given in full; phoneNumberId names a stored one instead. */
            phoneNumber?: components["schemas"]["ImportTwilioPhoneNumberDTO"];
            customerId?: string;
            customer?: components["schemas"]["Customer"];
            /** @description Several customers create one call each (a batch). */
            customers?: components["schemas"]["Customer"][];
            schedulePlan?: components["schemas"]["SchedulePlan"];
            transport?: {
                [key: string]: unknown;
            };
        };
        /** @enum {string} */
        CallStatus: "scheduled" | "queued" | "ringing" | "in-progress" | "forwarding" | "ended" | "not-found" | "deletion-failed";
        /** @description Who runs the call: exactly one of a stored or inline assistant, squad or workflow, with optional overrides. */
        CallTarget: {
            assistantId?: string;
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            squadId?: string;
            squad?: components["schemas"]["CreateSquadDTO"];
            squadOverrides?: components["schemas"]["AssistantOverrides"];
            workflowId?: string;
            workflow?: components["schemas"]["CreateWorkflowDTO"];
            workflowOverrides?: components["schemas"]["WorkflowOverrides"];
        };
        /** @enum {string} */
        CallType: "inboundPhoneCall" | "outboundPhoneCall" | "webCall" | "vapi.websocketCall";
        /** @description A stored campaign with its progress counters. */
        Campaign: components["schemas"]["EntityBase"] & WithRequired<components["schemas"]["CampaignSettings"], "name"> & {
            status: components["schemas"]["CampaignStatus"];
            /** @enum {string} */
            endedReason?: "campaign.ended.success" | "campaign.in-progress.ended-by-user" | "campaign.scheduled.ended-by-user";
            customers?: components["schemas"]["Customer"][];
            /** @description Call id → details of that call within the campaign. */
            calls?: {
                [key: string]: unknown;
            };
            callsCounterScheduled?: number;
            callsCounterQueued?: number;
            callsCounterInProgress?: number;
            callsCounterEndedVoicemail?: number;
            callsCounterEnded?: number;
        };
        CampaignPaginatedResponse: {
            results: components["schemas"]["Campaign"][];
            metadata: components["schemas"]["PaginationMeta"];
        };
        CampaignSettings: {
            name?: string;
            assistantId?: string;
            squadId?: string;
            workflowId?: string;
            phoneNumberId?: string;
            dialPlan?: components["schemas"]["DialPlanEntry"][];
            schedulePlan?: components["schemas"]["SchedulePlan"];
        };
        /** @enum {string} */
        CampaignStatus: "scheduled" | "in-progress" | "ended";
        /** @description One request/answer turn of a conversation. */
        Chat: components["schemas"]["EntityBase"] & ({
            assistantId?: string;
            squadId?: string;
            sessionId?: string;
            previousChatId?: string;
            name?: string;
            input?: components["schemas"]["ChatInput"];
            /** @description The conversation before this turn. */
            messages?: components["schemas"]["ChatMessage"][];
            /** @description What the assistant answered in this turn. */
            output?: components["schemas"]["ChatMessage"][];
            cost?: number;
        } & {
            [key: string]: unknown;
        });
        /** @description The new user turn, as plain text or as a list of messages. */
        ChatInput: string | components["schemas"]["ChatMessage"][];
        /** @description One message of a chat in the OpenAI chat format. */
        ChatMessage: {
            /** @enum {string} */
            role: "system" | "user" | "assistant" | "tool" | "developer";
            content?: string;
            name?: string;
            tool_calls?: {
                [key: string]: unknown;
            }[];
            tool_call_id?: string;
            metadata?: components["schemas"]["Metadata"];
        } & {
            [key: string]: unknown;
        };
        ChatPaginatedResponse: {
            results: components["schemas"]["Chat"][];
            metadata: components["schemas"]["PaginationMeta"];
        };
        /** @description A reply in the OpenAI Responses format (non-streamed). */
        ChatResponse: {
            id: string;
            /** @constant */
            object: "response";
            /** @description Unix time in seconds. */
            created_at: number;
            /** @enum {string} */
            status: "completed" | "failed" | "in_progress" | "incomplete";
            error?: string | null;
            output: {
                [key: string]: unknown;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** @description Sends the chat as text messages from a Twilio number. A number or a customer here starts a new session, so neither goes together with sessionId; left out, the session's own number and customer are used. */
        ChatSmsTransport: {
            /** @enum {string} */
            type: "twilio.sms";
            /**
             * @default chat
             * @enum {string}
             */
            conversationType?: "chat";
            /** @description The stored number the messages are sent from; it must be able to send SMS. */
            phoneNumberId?: string;
            customerId?: string;
            customer?: components["schemas"]["Customer"];
            /**
             * @description Whether the assistant answers the input and its answer is sent (true), or the input itself is sent as the message, e.g. a fixed notification (false).
             * @default true
             */
            useLLMGeneratedMessageForOutbound?: boolean;
        };
        /** @description Any message the platform sends to the browser during a call; `type` tells them apart. */
        ClientMessage: components["schemas"]["ClientMessageTranscript"] | components["schemas"]["ClientMessageSpeechUpdate"] | components["schemas"]["ClientMessageStatusUpdate"] | components["schemas"]["ClientMessageConversationUpdate"] | components["schemas"]["ClientMessageModelOutput"] | components["schemas"]["ClientMessageToolCalls"] | components["schemas"]["ClientMessageToolCallsResult"] | components["schemas"]["ClientMessageTransferUpdate"] | components["schemas"]["ClientMessageUserInterrupted"] | components["schemas"]["ClientMessageVoiceInput"] | components["schemas"]["ClientMessageHang"] | components["schemas"]["ClientMessageMetadata"] | components["schemas"]["ClientMessageLanguageChangeDetected"] | components["schemas"]["ClientMessageWorkflowNodeStarted"] | components["schemas"]["ClientMessageAssistantStarted"] | components["schemas"]["ClientMessageAssistantSpeech"] | components["schemas"]["ClientMessageChatCreated"] | components["schemas"]["ClientMessageChatDeleted"] | components["schemas"]["ClientMessageSessionCreated"] | components["schemas"]["ClientMessageSessionUpdated"] | components["schemas"]["ClientMessageSessionDeleted"] | components["schemas"]["ClientMessageCallDeleted"] | components["schemas"]["ClientMessageCallDeleteFailed"];
        /** @description The assistant's audio for a turn started playing; carries the whole text of that turn. */
        ClientMessageAssistantSpeech: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "assistant.speechStarted";
            text: string;
            turn?: number;
            /** @enum {string} */
            source?: "custom-voice" | "force-say" | "model";
            /** @description Word timings, when the voice provider reports them. */
            timing?: {
                [key: string]: unknown;
            };
        };
        /** @description Another assistant took the call over (in a squad or a workflow). */
        ClientMessageAssistantStarted: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "assistant.started";
            newAssistant: components["schemas"]["CreateAssistantDTO"];
        };
        /** @description Deleting the call failed. */
        ClientMessageCallDeleteFailed: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "call.delete.failed";
        };
        /** @description The call was deleted. */
        ClientMessageCallDeleted: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "call.deleted";
        };
        /** @description A chat was created. */
        ClientMessageChatCreated: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "chat.created";
            chat: components["schemas"]["Chat"];
        };
        /** @description A chat was deleted. */
        ClientMessageChatDeleted: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "chat.deleted";
            chat: components["schemas"]["Chat"];
        };
        /** @description Fields every client message may carry, naming the call it belongs to. */
        ClientMessageContext: {
            /** @description When the platform sent the message, in milliseconds since the Unix epoch. */
            timestamp?: number;
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["Customer"];
            assistant?: components["schemas"]["CreateAssistantDTO"];
            /** @description The phone number of a phone call; its shape depends on the provider. */
            phoneNumber?: {
                [key: string]: unknown;
            };
        };
        /** @description One entry of the conversation (a user or bot turn, a system prompt, a tool call or its result). */
        ClientMessageConversationEntry: {
            role: string;
            message?: string;
            time?: number;
            secondsFromStart?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A turn was added to the conversation; carries the whole conversation so far. */
        ClientMessageConversationUpdate: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "conversation-update";
            messages?: components["schemas"]["ClientMessageConversationEntry"][];
            /** @description The same conversation, as OpenAI chat messages. */
            messagesOpenAIFormatted: components["schemas"]["ModelMessage"][];
        };
        /** @description The assistant is slow to answer (a delay in the model or voice); a UI can say it is thinking. */
        ClientMessageHang: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "hang";
        };
        /** @description The transcriber switched to another language. */
        ClientMessageLanguageChangeDetected: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "language-change-detected";
            language: string;
        };
        /** @description Metadata forwarded to the client. */
        ClientMessageMetadata: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "metadata";
            metadata: string;
        };
        /** @description The model produced output (a token or a tool call), streamed while it generates. */
        ClientMessageModelOutput: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "model-output";
            /** @description The model turn this output belongs to; every piece of one answer shares it. */
            turnId?: string;
            /** @description The token text or the tool call. */
            output: unknown;
        };
        /** @description A session was created. */
        ClientMessageSessionCreated: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "session.created";
            session: components["schemas"]["Session"];
        };
        /** @description A session was deleted. */
        ClientMessageSessionDeleted: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "session.deleted";
            session: components["schemas"]["Session"];
        };
        /** @description A session was updated. */
        ClientMessageSessionUpdated: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "session.updated";
            session: components["schemas"]["Session"];
        };
        /**
         * @description Who spoke.
         * @enum {string}
         */
        ClientMessageSpeaker: "assistant" | "user";
        /** @description The assistant or the caller started or stopped speaking. */
        ClientMessageSpeechUpdate: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "speech-update";
            /** @enum {string} */
            status: "started" | "stopped";
            role: components["schemas"]["ClientMessageSpeaker"];
            /** @description Turn number, counted from 0. */
            turn?: number;
        };
        /** @description The call's status changed. The browser SDK also emits `{ type: "status-update", status: "ended" }` itself when the visitor ends the call and the platform has not said so. */
        ClientMessageStatusUpdate: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "status-update";
            status: components["schemas"]["CallStatus"];
            /** @description Why the call ended (a long, growing list of codes); only with `ended`. */
            endedReason?: string;
            /** @description The conversation so far; only with `ended`. */
            messages?: components["schemas"]["ClientMessageConversationEntry"][];
            /** @description The transcript so far; only with `forwarding`. */
            transcript?: string;
            /** @description A summary of the call so far; only with `forwarding`. */
            summary?: string;
            destination?: components["schemas"]["ClientMessageTransferDestination"];
            /** @description The call's artifacts as they stand (recording, transcript, messages). */
            artifact?: {
                [key: string]: unknown;
            };
        };
        /** @description One function call the model asks for. */
        ClientMessageToolCall: {
            id: string;
            /** @enum {string} */
            type: "function";
            function: {
                name: string;
                /** @description The arguments, already parsed from the model's JSON. */
                arguments: {
                    [key: string]: unknown;
                };
            };
        };
        /** @description The model asks the client to run tools. */
        ClientMessageToolCalls: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "tool-calls";
            toolCallList: components["schemas"]["ClientMessageToolCall"][];
            /** @description Each requested call with the tool's settings. */
            toolWithToolCallList: {
                [key: string]: unknown;
            }[];
        };
        /** @description A tool call's result, forwarded to the client. */
        ClientMessageToolCallsResult: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "tool-calls-result";
            toolCallResult: {
                [key: string]: unknown;
            };
        };
        /** @description Speech turned into text. The transcriber reports a sentence while it is being said (`partial`, repeated with the text so far) and once more when it is done (`final`). */
        ClientMessageTranscript: components["schemas"]["ClientMessageContext"] & {
            /**
             * @description `transcript`; an assistant that asked for final transcripts only receives them under the longer name.
             * @enum {string}
             */
            type: "transcript" | "transcript[transcriptType=\"final\"]";
            role: components["schemas"]["ClientMessageSpeaker"];
            /** @enum {string} */
            transcriptType: "partial" | "final";
            transcript: string;
            /** @description The text was changed because it looked like an attack on the assistant. */
            isFiltered?: boolean;
            detectedThreats?: string[];
            /** @description The text before filtering; only sent when it was filtered. */
            originalTranscript?: string;
        };
        /** @description Where a call is transferred to (another assistant, a number or a SIP address). */
        ClientMessageTransferDestination: {
            /** @enum {string} */
            type: "assistant" | "number" | "sip";
            assistantName?: string;
            number?: string;
            sipUri?: string;
            /** @description What the caller hears before the transfer. */
            message?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The call was transferred. */
        ClientMessageTransferUpdate: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "transfer-update";
            destination?: components["schemas"]["ClientMessageTransferDestination"];
            toAssistant?: components["schemas"]["CreateAssistantDTO"];
            fromAssistant?: components["schemas"]["CreateAssistantDTO"];
            toStepRecord?: {
                [key: string]: unknown;
            };
            fromStepRecord?: {
                [key: string]: unknown;
            };
        };
        /** @description The caller talked over the assistant, which stopped. */
        ClientMessageUserInterrupted: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "user-interrupted";
            /** @description The model turn that was cut off (as in `model-output`). */
            turnId?: string;
        };
        /** @description Text the voice is asked to speak. */
        ClientMessageVoiceInput: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "voice-input";
            input: string;
        };
        /** @description A workflow moved to another node. */
        ClientMessageWorkflowNodeStarted: components["schemas"]["ClientMessageContext"] & {
            /** @enum {string} */
            type: "workflow.node.started";
            node: {
                [key: string]: unknown;
            };
        };
        /** @description Multipart body of POST /11labs/voice/clone. */
        CloneVoiceDTO: {
            name: string;
            description?: string;
            /** @description JSON-encoded labels, e.g. {"accent":"czech"}. */
            labels?: string;
            /** @description Audio samples of the voice. */
            files: string[];
        };
        /** @description The voice created at ElevenLabs; the platform forwards the provider's answer. */
        ClonedVoice: {
            [key: string]: unknown;
        };
        /** @description Body of POST /assistant and PUT /assistant/{id}. */
        CreateAssistantDTO: components["schemas"]["AssistantSettings"];
        CreateByoPhoneNumberDTO: components["schemas"]["PhoneNumberRouting"] & {
            /** @constant */
            provider: "byo-phone-number";
            number?: string;
            /** @default true */
            numberE164CheckEnabled?: boolean;
            /** @description The SIP trunk credential the number arrives on. */
            credentialId: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "CreateByoPhoneNumberDTO";
        };
        /** @description Body of POST /call. */
        CreateCallDTO: components["schemas"]["CallSettings"];
        /** @description Body of POST /campaign. */
        CreateCampaignDTO: WithRequired<components["schemas"]["CampaignSettings"], "name"> & {
            customers?: components["schemas"]["Customer"][];
        };
        /** @description Body of POST /chat; continue a conversation with sessionId or previousChatId. */
        CreateChatDTO: {
            input: components["schemas"]["ChatInput"];
            assistantId?: string;
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            squadId?: string;
            squad?: components["schemas"]["CreateSquadDTO"];
            name?: string;
            sessionId?: string;
            previousChatId?: string;
            /**
             * @description Answer as a server-sent event stream instead of one JSON object.
             * @default false
             */
            stream?: boolean;
            transport?: components["schemas"]["ChatSmsTransport"];
        };
        /** @description Body of POST /chat/responses; same fields as POST /chat, streamed by default. */
        CreateChatResponseDTO: components["schemas"]["CreateChatDTO"] & {
            /** @default true */
            stream?: boolean;
        };
        /** @description Body of POST /credential; most providers need an apiKey, some need more. */
        CreateCredentialDTO: {
            provider: components["schemas"]["CredentialProvider"];
            name?: string;
            apiKey?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Body of POST /credential/session; names the provider to connect through the OAuth broker. */
        CreateCredentialSessionDTO: {
            provider?: string;
        } & {
            [key: string]: unknown;
        };
        CreateCustomKnowledgeBaseDTO: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "CreateCustomKnowledgeBaseDTO";
            server: components["schemas"]["ServerEndpoint"];
        };
        /** @description Body of POST /eval. */
        CreateEvalDTO: WithRequired<components["schemas"]["EvalSettings"], "type" | "messages">;
        /** @description Body of POST /eval/run; give a stored eval (evalId) or an inline one (eval). */
        CreateEvalRunDTO: components["schemas"]["EvalRunSettings"];
        /** @description Multipart body of POST /file (and the deprecated POST /file/upload). */
        CreateFileDTO: {
            /**
             * Format: binary
             * @description The file's bytes.
             */
            file: string;
        };
        CreateGoogleKnowledgeBaseDTO: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "CreateGoogleKnowledgeBaseDTO";
            name: string;
            /** @description Tells the model when to search this knowledge base. */
            description: string;
            fileIds: string[];
            /** @description Gemini model that answers from the files, e.g. gemini-2.0-flash. */
            model?: string;
        };
        /** @description Body of POST /knowledge-base; the provider field selects the variant. */
        CreateKnowledgeBaseDTO: components["schemas"]["CreateGoogleKnowledgeBaseDTO"] | components["schemas"]["CreateCustomKnowledgeBaseDTO"];
        /** @description Body of POST /org. */
        CreateOrgDTO: components["schemas"]["OrgSettings"];
        /** @description Body of POST /call/phone; same fields as POST /call. */
        CreateOutboundCallDTO: components["schemas"]["CallSettings"];
        /** @description Body of POST /phone-number; the provider field selects the variant. */
        CreatePhoneNumberDTO: components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateByoPhoneNumberDTO"];
        /** @description Body of POST /voice-library/create-sesame-voice. */
        CreateSesameVoiceDTO: {
            voiceName?: string;
            /** @description Text of the sample the voice is built from. */
            transcription?: string;
        };
        /** @description Body of POST /session. */
        CreateSessionDTO: components["schemas"]["SessionSettings"] & components["schemas"]["SessionParties"];
        /** @description Body of POST /squad; a squad needs at least one member. */
        CreateSquadDTO: WithRequired<components["schemas"]["SquadSettings"], "members">;
        /** @description Body of POST /structured-output. */
        CreateStructuredOutputDTO: WithRequired<components["schemas"]["StructuredOutputSettings"], "name" | "schema">;
        CreateTelnyxPhoneNumberDTO: components["schemas"]["PhoneNumberRouting"] & {
            /** @constant */
            provider: "telnyx";
            number: string;
            credentialId: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "CreateTelnyxPhoneNumberDTO";
        };
        /** @description Body of POST /template. */
        CreateTemplateDTO: WithRequired<components["schemas"]["TemplateSettings"], "type">;
        /** @description Body of POST /test-suite. */
        CreateTestSuiteDTO: components["schemas"]["TestSuiteSettings"];
        /** @description Body of POST /test-suite/{testSuiteId}/run; starts every test of the suite. */
        CreateTestSuiteRunDTO: {
            name?: string;
        };
        /** @description Body of POST /test-suite/{testSuiteId}/test. */
        CreateTestSuiteTestDTO: WithRequired<components["schemas"]["TestSuiteTestSettings"], "type" | "script" | "scorers">;
        /** @description Body of POST /token. */
        CreateTokenDTO: components["schemas"]["TokenSettings"];
        /** @description Body of POST /tool; further fields depend on the type (e.g. destinations of transferCall). */
        CreateToolDTO: components["schemas"]["ToolSettings"] & {
            type: components["schemas"]["ToolType"];
        };
        CreateTwilioPhoneNumberDTO: components["schemas"]["PhoneNumberRouting"] & {
            /** @constant */
            provider: "twilio";
            number: string;
            twilioAccountSid: string;
            twilioAuthToken?: string;
            twilioApiKey?: string;
            twilioApiSecret?: string;
            /** @default true */
            smsEnabled?: boolean;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "CreateTwilioPhoneNumberDTO";
        };
        CreateVapiPhoneNumberDTO: components["schemas"]["PhoneNumberRouting"] & {
            /** @constant */
            provider: "vapi";
            /** @description US area code of a free number to provision. */
            numberDesiredAreaCode?: string;
            /** @description Provision a SIP URI instead of a phone number. */
            sipUri?: string;
            authentication?: {
                [key: string]: unknown;
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "CreateVapiPhoneNumberDTO";
        };
        CreateVonagePhoneNumberDTO: components["schemas"]["PhoneNumberRouting"] & {
            /** @constant */
            provider: "vonage";
            number: string;
            credentialId: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "CreateVonagePhoneNumberDTO";
        };
        /** @description Body of POST /call/web. One of assistant(Id), squad(Id) or workflow(Id) is required. */
        CreateWebCallDTO: components["schemas"]["CallTarget"] & {
            /**
             * @description Close the call room as soon as the browser user leaves.
             * @default true
             */
            roomDeleteOnUserLeaveEnabled?: boolean;
        };
        /** @description Body of POST /chat/web, callable with a public key from the browser. */
        CreateWebChatDTO: {
            input: components["schemas"]["ChatInput"];
            assistantId?: string;
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            sessionId?: string;
            sessionExpirationSeconds?: number;
            /**
             * @description Close the session after this turn.
             * @default false
             */
            sessionEnd?: boolean;
            customer?: components["schemas"]["WebChatCustomer"];
            /** @default false */
            stream?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description Body of POST /chat/web/responses, streamed by default. */
        CreateWebChatResponseDTO: components["schemas"]["CreateWebChatDTO"] & {
            /** @default true */
            stream?: boolean;
        };
        /** @description Body of POST /workflow. */
        CreateWorkflowDTO: WithRequired<components["schemas"]["WorkflowSettings"], "name" | "nodes" | "edges">;
        /** @description A stored credential with its provider-specific fields. */
        Credential: components["schemas"]["EntityBase"] & ({
            provider: components["schemas"]["CredentialProvider"];
            name?: string;
        } & {
            [key: string]: unknown;
        });
        /** @description Whatever the provider answered to the triggered action. */
        CredentialActionResult: {
            [key: string]: unknown;
        };
        /** @enum {string} */
        CredentialProvider: "11labs" | "anthropic" | "anthropic-bedrock" | "anyscale" | "assembly-ai" | "azure" | "azure-openai" | "byo-sip-trunk" | "cartesia" | "cerebras" | "cloudflare" | "custom-credential" | "custom-llm" | "deep-seek" | "deepgram" | "deepinfra" | "email" | "gcp" | "ghl.oauth2-authorization" | "gladia" | "gohighlevel" | "google" | "google.calendar.oauth2-authorization" | "google.calendar.oauth2-client" | "google.sheets.oauth2-authorization" | "groq" | "hume" | "inflection-ai" | "inworld" | "langfuse" | "lmnt" | "make" | "minimax" | "mistral" | "neuphonic" | "openai" | "openrouter" | "perplexity-ai" | "playht" | "rime-ai" | "runpod" | "s3" | "slack-webhook" | "slack.oauth2-authorization" | "smallest-ai" | "soniox" | "speechmatics" | "supabase" | "tavus" | "together-ai" | "twilio" | "vonage" | "webhook" | "wellsaid" | "xai";
        /** @description Token the browser hands to the OAuth broker's connect widget. */
        CredentialSession: {
            sessionToken: string;
        };
        /** @description Event the OAuth broker posts when a connection changes; its shape is the broker's. */
        CredentialWebhookDTO: {
            [key: string]: unknown;
        };
        /** @description The person on the other end. */
        Customer: {
            /** @description Phone number in E.164 form, e.g. +420123456789. */
            number?: string;
            /** @default true */
            numberE164CheckEnabled?: boolean;
            extension?: string;
            sipUri?: string;
            name?: string;
            email?: string;
            /** @description Your own id of the customer, e.g. the patient id. */
            externalId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Customers to dial from one phone number. */
        DialPlanEntry: {
            phoneNumberId: string;
            customers: components["schemas"]["Customer"][];
        };
        /** @description Fields every stored entity has. */
        EntityBase: {
            id: string;
            orgId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Body of a failed request. */
        Error: {
            /** @description What went wrong; validation failures list one message per field. */
            message: string | string[];
            /** @description Short name of the HTTP status, e.g. "Bad Request". */
            error?: string;
            statusCode?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A stored eval. */
        Eval: components["schemas"]["EntityBase"] & WithRequired<components["schemas"]["EvalSettings"], "type" | "messages">;
        /** @description One turn of the mock conversation: a system, user or tool message to replay, or an assistant turn that is either mocked or judged (by exact match, regex or a model). */
        EvalMessage: {
            /** @enum {string} */
            role: "system" | "user" | "assistant" | "tool";
            content?: string;
            /** @description How an assistant turn is judged; absent when the turn is mocked. */
            judgePlan?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        EvalPaginatedResponse: {
            results: components["schemas"]["Eval"][];
            metadata: components["schemas"]["PaginationMeta"];
        };
        /** @description A run of an eval and its results. */
        EvalRun: components["schemas"]["EntityBase"] & components["schemas"]["EvalRunSettings"] & {
            /** @enum {string} */
            status: "queued" | "running" | "ended";
            /** @enum {string} */
            endedReason: "mockConversation.done" | "error" | "timeout" | "cancelled" | "aborted";
            endedMessage?: string;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            endedAt: string;
            results: components["schemas"]["EvalRunResult"][];
            cost: number;
            costs: {
                [key: string]: unknown;
            }[];
        };
        EvalRunPaginatedResponse: {
            results: components["schemas"]["EvalRun"][];
            metadata: components["schemas"]["PaginationMeta"];
        };
        EvalRunResult: {
            /** @enum {string} */
            status: "pass" | "fail";
            /** @description The conversation as it was played. */
            messages: components["schemas"]["EvalMessage"][];
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            endedAt: string;
        };
        /** @description What an eval run is asked to do; a stored run has these too. */
        EvalRunSettings: {
            /** @constant */
            type: "eval";
            evalId?: string;
            eval?: components["schemas"]["CreateEvalDTO"];
            target: components["schemas"]["EvalRunTarget"];
        };
        /** @description What the eval is played against. */
        EvalRunTarget: {
            /** @constant */
            type: "assistant";
            assistantId?: string;
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
        } | {
            /** @constant */
            type: "squad";
            squadId?: string;
            squad?: components["schemas"]["CreateSquadDTO"];
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
        };
        EvalSettings: {
            /** @constant */
            type?: "chat.mockConversation";
            name?: string;
            description?: string;
            messages?: components["schemas"]["EvalMessage"][];
        };
        /** @description State of a feature flag for the org; the platform does not publish its fields. */
        FeatureFlagStatus: {
            [key: string]: unknown;
        };
        /** @description A stored file. */
        File: components["schemas"]["EntityBase"] & ({
            /** @constant */
            object?: "file";
            /**
             * @description Text extraction runs after upload.
             * @enum {string}
             */
            status?: "processing" | "done" | "failed";
            name?: string;
            originalName?: string;
            bytes?: number;
            purpose?: string;
            mimetype?: string;
            /** Format: uri */
            url?: string;
            /** Format: uri */
            parsedTextUrl?: string;
            parsedTextBytes?: number;
            metadata?: components["schemas"]["Metadata"];
        } & {
            [key: string]: unknown;
        });
        /** @description Body of POST /phone-number/import/twilio. */
        ImportTwilioPhoneNumberDTO: components["schemas"]["PhoneNumberRouting"] & {
            twilioPhoneNumber: string;
            twilioAccountSid: string;
            twilioAuthToken?: string;
            twilioApiKey?: string;
            twilioApiSecret?: string;
            /** @default true */
            smsEnabled?: boolean;
        };
        /** @description Body of POST /phone-number/import/vonage. */
        ImportVonagePhoneNumberDTO: components["schemas"]["PhoneNumberRouting"] & {
            vonagePhoneNumber: string;
            credentialId: string;
        };
        /** @description Body of POST /org/{id}/invite. */
        InviteOrgUsersDTO: {
            emails: string[];
            role: components["schemas"]["OrgRole"];
            /** @description Where the invitation link leads after sign-in. */
            redirectTo?: string;
        };
        /** @description A stored knowledge base. */
        KnowledgeBase: components["schemas"]["EntityBase"] & ({
            /** @enum {string} */
            provider: "google" | "custom-knowledge-base";
            name?: string;
            description?: string;
            fileIds?: string[];
            model?: string;
            server?: components["schemas"]["ServerEndpoint"];
        } & {
            [key: string]: unknown;
        });
        /** @description A voice of the library. */
        LibraryVoice: {
            id: string;
            orgId: string;
            provider?: components["schemas"]["LibraryVoiceProvider"];
            /** @description The voice's id at the provider; use it as voice.voiceId. */
            providerId?: string;
            slug?: string;
            name?: string;
            description?: string;
            language?: string;
            languageCode?: string;
            accent?: string;
            /** @enum {string} */
            gender?: "male" | "female";
            model?: string;
            /** Format: uri */
            previewUrl?: string;
            isPublic: boolean;
            isDeleted: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @enum {string} */
        LibraryVoiceProvider: "11labs" | "azure" | "cartesia" | "custom-voice" | "deepgram" | "hume" | "inworld" | "lmnt" | "minimax" | "neuphonic" | "openai" | "orpheus" | "playht" | "rime-ai" | "sesame" | "smallest-ai" | "tavus" | "vapi" | "wellsaid" | "xai";
        /** @description Free-form key/value data stored with the entity and echoed back. */
        Metadata: {
            [key: string]: unknown;
        };
        ModelMessage: {
            /** @enum {string} */
            role: "assistant" | "function" | "user" | "system" | "tool";
            content?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A settings object of the platform's that this document does not describe field by field. */
        OpenPlan: {
            [key: string]: unknown;
        };
        /** @description A stored org (it owns itself, so it has no orgId). */
        Org: components["schemas"]["OrgSettings"] & {
            id: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            minutesUsed?: number;
            /** @description Plan, credits and limits of the org's subscription. */
            subscription?: {
                [key: string]: unknown;
            };
        };
        /** @description A short-lived token that acts within one org. */
        OrgAuth: {
            accessToken: string;
            /** @description Audience (org and user) the token is valid for. */
            aud: {
                [key: string]: unknown;
            };
        };
        /** @description Answer of leaving an org or removing a member; the platform does not publish its fields. */
        OrgMembershipResult: {
            [key: string]: unknown;
        };
        /** @description A built-in role, or the id of a custom one. */
        OrgRole: ("admin" | "editor" | "viewer") | string;
        OrgSettings: {
            name?: string;
            /** @description Stores no recordings or transcripts when on. */
            hipaaEnabled?: boolean;
            /** @description Monthly spend limit in USD. */
            billingLimit?: number;
            /** @description Most calls that may run at once. */
            concurrencyLimit?: number;
            /**
             * @description Release channel of the org.
             * @enum {string}
             */
            channel?: "default" | "daily" | "weekly" | "intuit" | "hcs";
            subscriptionId?: string;
            server?: components["schemas"]["ServerEndpoint"];
        } & {
            [key: string]: unknown;
        };
        /** @description Where a page sits in the whole result set. */
        PaginationMeta: {
            itemsPerPage: number;
            totalItems: number;
            currentPage: number;
            totalPages?: number;
            hasNextPage?: boolean;
            sortOrder?: components["schemas"]["SortOrder"];
            /** @description True when older items exist but fall outside the plan's retention window. */
            itemsBeyondRetention?: boolean;
            /** Format: date-time */
            createdAtLe?: string;
            /** Format: date-time */
            createdAtGe?: string;
        };
        /** @description A stored phone number; provider-specific fields come along. */
        PhoneNumber: components["schemas"]["EntityBase"] & components["schemas"]["PhoneNumberRouting"] & ({
            provider: components["schemas"]["PhoneNumberProvider"];
            number?: string;
            sipUri?: string;
            credentialId?: string;
            /** @enum {string} */
            status?: "active" | "activating" | "blocked";
        } & {
            [key: string]: unknown;
        });
        PhoneNumberPaginatedResponse: {
            results: components["schemas"]["PhoneNumber"][];
            metadata: components["schemas"]["PaginationMeta"];
        };
        /** @enum {string} */
        PhoneNumberProvider: "byo-phone-number" | "twilio" | "vonage" | "vapi" | "telnyx";
        /** @description Where inbound calls to the number go, and how it is labelled. */
        PhoneNumberRouting: {
            name?: string;
            assistantId?: string;
            squadId?: string;
            workflowId?: string;
            server?: components["schemas"]["ServerEndpoint"];
            /** @description Number or SIP URI that takes the call when no assistant can. */
            fallbackDestination?: {
                [key: string]: unknown;
            };
            /** @description Actions on ringing or ending calls. */
            hooks?: {
                [key: string]: unknown;
            }[];
        };
        /** @description A location (sub-account) of a connected CRM account. */
        ProviderLocation: {
            [key: string]: unknown;
        };
        /** @description A stored provider resource. */
        ProviderResource: components["schemas"]["EntityBase"] & {
            /** @enum {string} */
            provider: "11labs" | "cartesia";
            /** @enum {string} */
            resourceName: "pronunciation-dictionary";
            /** @description Id of the resource at the provider. */
            resourceId: string;
            /** @description The resource as the provider stores it. */
            resource: {
                [key: string]: unknown;
            };
        };
        /** @description Body of create and update; its fields are those of the provider's resource. */
        ProviderResourceBody: {
            [key: string]: unknown;
        };
        ProviderResourcePaginatedResponse: {
            results: components["schemas"]["ProviderResource"][];
            metadata: components["schemas"]["PaginationMeta"];
        };
        /** @description A voice found in (or added from) a provider account. */
        ProviderVoice: {
            voiceId: string;
            name: string;
            description?: string;
            gender?: string;
            accent?: string;
            age?: string | number;
            /** @description Owner of a shared voice, needed to add it. */
            publicOwnerId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description An automation workflow at a connected CRM (e.g. GoHighLevel). */
        ProviderWorkflow: {
            [key: string]: unknown;
        };
        /** @description A trigger hook of a provider workflow. */
        ProviderWorkflowHook: {
            [key: string]: unknown;
        };
        /** @description Window in which a scheduled call may start. */
        SchedulePlan: {
            /** Format: date-time */
            earliestAt: string;
            /** Format: date-time */
            latestAt?: string;
        };
        /** @description Your HTTPS endpoint that receives events and tool calls. */
        ServerEndpoint: {
            /** Format: uri */
            url: string;
            timeoutSeconds?: number;
            headers?: {
                [key: string]: string;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description A stored session. */
        Session: components["schemas"]["EntityBase"] & components["schemas"]["SessionSettings"] & components["schemas"]["SessionParties"] & ({
            cost?: number;
            artifact?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        SessionPaginatedResponse: {
            results: components["schemas"]["Session"][];
            metadata: components["schemas"]["PaginationMeta"];
        };
        /** @description Who a session is between (the assistant or squad and the customer) and the number it uses. */
        SessionParties: {
            assistantId?: string;
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            squadId?: string;
            squad?: components["schemas"]["CreateSquadDTO"];
            customerId?: string;
            customer?: components["schemas"]["Customer"];
            phoneNumberId?: string;
            /** @description The session's Twilio number given in full; phoneNumberId names a stored one instead. */
            phoneNumber?: components["schemas"]["ImportTwilioPhoneNumberDTO"];
        };
        SessionSettings: {
            name?: string;
            status?: components["schemas"]["SessionStatus"];
            expirationSeconds?: number;
            messages?: components["schemas"]["ChatMessage"][];
        };
        /** @enum {string} */
        SessionStatus: "active" | "completed";
        /** @enum {string} */
        SortOrder: "ASC" | "DESC";
        /** @description A stored squad. */
        Squad: WithRequired<components["schemas"]["SquadSettings"], "members"> & components["schemas"]["EntityBase"];
        /** @description One assistant of a squad, stored (assistantId) or inline (assistant). */
        SquadMember: {
            assistantId?: string;
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            /** @description Members this one may transfer or hand off to. */
            assistantDestinations?: {
                [key: string]: unknown;
            }[];
        } & {
            [key: string]: unknown;
        };
        SquadSettings: {
            name?: string;
            members?: components["schemas"]["SquadMember"][];
            membersOverrides?: components["schemas"]["AssistantOverrides"];
        } & {
            [key: string]: unknown;
        };
        /** @description A stored structured output. */
        StructuredOutput: components["schemas"]["EntityBase"] & WithRequired<components["schemas"]["StructuredOutputSettings"], "name" | "schema">;
        /** @description How this output is treated where HIPAA mode is on. */
        StructuredOutputCompliancePlan: {
            /** @description Store this output even where HIPAA mode is on; turn on only for an output with no sensitive data. */
            forceStoreOnHipaaEnabled?: boolean;
        };
        StructuredOutputPaginatedResponse: {
            results: components["schemas"]["StructuredOutput"][];
            metadata: components["schemas"]["PaginationMeta"];
        };
        StructuredOutputSettings: {
            name?: string;
            description?: string;
            /**
             * @default ai
             * @enum {string}
             */
            type?: "ai" | "regex";
            /** @description Used when type is regex. */
            regex?: string;
            /** @description JSON Schema of the extracted data. */
            schema?: {
                [key: string]: unknown;
            };
            /** @description Model that does the extraction when type is ai. */
            model?: {
                [key: string]: unknown;
            };
            /** @description Assistants whose calls get this output. */
            assistantIds?: string[];
            workflowIds?: string[];
            compliancePlan?: components["schemas"]["StructuredOutputCompliancePlan"];
        } & {
            [key: string]: unknown;
        };
        /** @description Body of POST /voice-library/sync; omit providers to refresh all of them. */
        SyncVoiceLibraryDTO: {
            providers?: components["schemas"]["LibraryVoiceProvider"][];
        };
        /** @description A stored template. */
        Template: components["schemas"]["EntityBase"] & WithRequired<components["schemas"]["TemplateSettings"], "type">;
        TemplateSettings: {
            /**
             * @default tool
             * @constant
             */
            type?: "tool";
            name?: string;
            /** @enum {string} */
            provider?: "make" | "gohighlevel" | "function";
            /**
             * @default private
             * @enum {string}
             */
            visibility?: "public" | "private";
            details?: components["schemas"]["CreateToolDTO"];
            /** @description Provider-specific setup, e.g. the Make scenario or GoHighLevel workflow behind the tool. */
            providerDetails?: {
                [key: string]: unknown;
            };
            metadata?: {
                collectionType?: string;
                collectionId?: string;
                collectionName?: string;
            };
        };
        /** @description A stored test suite. */
        TestSuite: components["schemas"]["EntityBase"] & components["schemas"]["TestSuiteSettings"];
        TestSuitePaginatedResponse: {
            results: components["schemas"]["TestSuite"][];
            metadata: components["schemas"]["PaginationMeta"];
        };
        /** @description A run and its results so far. */
        TestSuiteRun: components["schemas"]["EntityBase"] & {
            testSuiteId: string;
            name?: string;
            status: components["schemas"]["TestSuiteRunStatus"];
            testResults: components["schemas"]["TestSuiteRunTestResult"][];
        };
        TestSuiteRunAttempt: {
            scorerResults: components["schemas"]["TestSuiteRunScorerResult"][];
            callId?: string;
            /** @description Transcript and recording of the attempt. */
            call?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        TestSuiteRunPaginatedResponse: {
            results: components["schemas"]["TestSuiteRun"][];
            metadata: components["schemas"]["PaginationMeta"];
        };
        TestSuiteRunScorerResult: {
            /** @constant */
            type: "ai";
            /** @enum {string} */
            result: "pass" | "fail";
            reasoning: string;
            rubric: string;
        };
        /** @enum {string} */
        TestSuiteRunStatus: "queued" | "in-progress" | "completed" | "failed";
        TestSuiteRunTestResult: {
            test: components["schemas"]["TestSuiteTest"];
            attempts: components["schemas"]["TestSuiteRunAttempt"][];
        };
        TestSuiteSettings: {
            name?: string;
            /** @description Number the voice tests call. */
            phoneNumberId?: string;
            /** @description Overrides of the default tester assistant. */
            testerPlan?: {
                assistantId?: string;
                assistant?: components["schemas"]["CreateAssistantDTO"];
                assistantOverrides?: components["schemas"]["AssistantOverrides"];
            };
            /** @description The assistant or number under test. */
            targetPlan?: {
                assistantId?: string;
                assistantOverrides?: components["schemas"]["AssistantOverrides"];
                phoneNumberId?: string;
                phoneNumber?: {
                    [key: string]: unknown;
                };
            };
        };
        /** @description A stored test. */
        TestSuiteTest: components["schemas"]["EntityBase"] & WithRequired<components["schemas"]["TestSuiteTestSettings"], "type" | "script" | "scorers"> & {
            testSuiteId: string;
        };
        TestSuiteTestPaginatedResponse: {
            results: components["schemas"]["TestSuiteTest"][];
            metadata: components["schemas"]["PaginationMeta"];
        };
        TestSuiteTestScorer: {
            /** @constant */
            type: "ai";
            /** @description What a passing conversation looks like, judged by a model. */
            rubric: string;
        };
        TestSuiteTestSettings: {
            /** @enum {string} */
            type?: "voice" | "chat";
            name?: string;
            /** @description Instructions for the tester, e.g. "book a cleaning for Tuesday". */
            script?: string;
            scorers?: components["schemas"]["TestSuiteTestScorer"][];
            numAttempts?: number;
        };
        /** @description A stored token. */
        Token: components["schemas"]["EntityBase"] & components["schemas"]["TokenSettings"] & {
            /** @description The key itself. */
            value?: string;
        };
        /** @description Limits on what a (public) key may do. */
        TokenRestrictions: {
            enabled?: boolean;
            /** @description Browser origins allowed to use the key. */
            allowedOrigins?: string[];
            allowedAssistantIds?: string[];
            /** @description Whether inline (unsaved) assistants may be used with the key. */
            allowTransientAssistant?: boolean;
        };
        TokenSettings: {
            /** @enum {string} */
            tag?: "private" | "public";
            name?: string;
            restrictions?: components["schemas"]["TokenRestrictions"];
        };
        /** @description A stored tool. */
        Tool: components["schemas"]["EntityBase"] & components["schemas"]["ToolSettings"] & {
            type: components["schemas"]["ToolType"];
        };
        /** @description The function the model sees, in the OpenAI function-calling format. */
        ToolFunction: {
            name: string;
            description?: string;
            /** @default false */
            strict?: boolean;
            /** @description JSON Schema of the arguments. */
            parameters?: {
                [key: string]: unknown;
            };
        };
        /** @description What the assistant says while the tool starts, finishes, fails or is slow. */
        ToolMessage: {
            /** @enum {string} */
            type: "request-start" | "request-complete" | "request-failed" | "request-response-delayed";
            content?: string;
        } & {
            [key: string]: unknown;
        };
        ToolSettings: {
            function?: components["schemas"]["ToolFunction"];
            server?: components["schemas"]["ServerEndpoint"];
            /** @description Do not wait for the result before the conversation continues. */
            async?: boolean;
            messages?: components["schemas"]["ToolMessage"][];
        } & {
            [key: string]: unknown;
        };
        /** @enum {string} */
        ToolType: "apiRequest" | "code" | "dtmf" | "endCall" | "function" | "transferCall" | "handoff" | "bash" | "computer" | "textEditor" | "query" | "google.calendar.event.create" | "google.sheets.row.append" | "google.calendar.availability.check" | "slack.message.send" | "sms" | "mcp" | "gohighlevel.calendar.availability.check" | "gohighlevel.calendar.event.create" | "gohighlevel.contact.create" | "gohighlevel.contact.get" | "sipRequest" | "voicemail";
        /** @description Body of POST /credential/trigger; which connected credential and what to run. */
        TriggerCredentialActionDTO: {
            [key: string]: unknown;
        };
        /** @description Body of PATCH /assistant/{id}; only the fields sent change. */
        UpdateAssistantDTO: components["schemas"]["AssistantSettings"];
        /** @description Body of PATCH /call/{id}. */
        UpdateCallDTO: {
            name?: string;
        };
        /** @description Body of PATCH /campaign/{id}. */
        UpdateCampaignDTO: components["schemas"]["CampaignSettings"] & {
            /**
             * @description Send "ended" to stop a campaign; nothing else can be set.
             * @constant
             */
            status?: "ended";
        };
        /** @description Body of PATCH /credential/{id}; the provider cannot change. */
        UpdateCredentialDTO: {
            name?: string;
            apiKey?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Body of PATCH /eval/{id}. */
        UpdateEvalDTO: components["schemas"]["EvalSettings"];
        /** @description Body of PATCH /file/{id}. */
        UpdateFileDTO: {
            name?: string;
        };
        /** @description Body of PATCH /knowledge-base/{id}; the provider cannot change. */
        UpdateKnowledgeBaseDTO: {
            name?: string;
            description?: string;
            fileIds?: string[];
            model?: string;
            server?: components["schemas"]["ServerEndpoint"];
        };
        /** @description Body of PATCH /org/{id}. */
        UpdateOrgDTO: components["schemas"]["OrgSettings"];
        /** @description Body of PATCH /phone-number/{id}; provider-specific fields (e.g. Twilio keys) may be sent too. */
        UpdatePhoneNumberDTO: components["schemas"]["PhoneNumberRouting"] & ({
            number?: string;
            credentialId?: string;
        } & {
            [key: string]: unknown;
        });
        /** @description Body of PATCH /session/{id}. */
        UpdateSessionDTO: components["schemas"]["SessionSettings"];
        /** @description Body of PATCH /squad/{id}. */
        UpdateSquadDTO: components["schemas"]["SquadSettings"];
        /** @description Body of PATCH /structured-output/{id}. */
        UpdateStructuredOutputDTO: components["schemas"]["StructuredOutputSettings"];
        /** @description Body of PATCH /template/{id}; the platform asks for type here too. */
        UpdateTemplateDTO: WithRequired<components["schemas"]["TemplateSettings"], "type">;
        /** @description Body of PATCH /test-suite/{id}. */
        UpdateTestSuiteDTO: components["schemas"]["TestSuiteSettings"];
        /** @description Body of PATCH /test-suite/{testSuiteId}/run/{id}. */
        UpdateTestSuiteRunDTO: {
            name?: string;
        };
        /** @description Body of PATCH /test-suite/{testSuiteId}/test/{id}. */
        UpdateTestSuiteTestDTO: components["schemas"]["TestSuiteTestSettings"];
        /** @description Body of PATCH /token/{id}. */
        UpdateTokenDTO: components["schemas"]["TokenSettings"];
        /** @description Body of PATCH /tool/{id}; the type cannot change. */
        UpdateToolDTO: components["schemas"]["ToolSettings"];
        /** @description Body of PATCH /org/{id}/role. */
        UpdateUserRoleDTO: {
            userId: string;
            role: components["schemas"]["OrgRole"];
        };
        /** @description Body of PATCH /workflow/{id}. */
        UpdateWorkflowDTO: components["schemas"]["WorkflowSettings"];
        /** @description A member of an org. */
        User: {
            id: string;
            /** Format: email */
            email: string;
            fullName?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Accents offered by a provider. */
        VoiceAccents: string[];
        /** @enum {string} */
        VoiceProvider: "azure" | "cartesia" | "custom-voice" | "deepgram" | "11labs" | "hume" | "lmnt" | "neuphonic" | "openai" | "playht" | "wellsaid" | "rime-ai" | "smallest-ai" | "tavus" | "vapi" | "sesame" | "inworld" | "minimax" | "xai";
        /** @description Answer of a web chat turn. */
        WebChat: {
            id: string;
            sessionId?: string;
            output: components["schemas"]["ChatMessage"][];
        } & {
            [key: string]: unknown;
        };
        /** @description Who is chatting from the browser. */
        WebChatCustomer: {
            number?: string;
            name?: string;
            email?: string;
            externalId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A stored workflow. */
        Workflow: WithRequired<components["schemas"]["WorkflowSettings"], "name" | "nodes" | "edges"> & components["schemas"]["EntityBase"];
        WorkflowEdge: {
            /** @description Name of the source node. */
            from: string;
            /** @description Name of the target node. */
            to: string;
            /** @description When the edge is taken, e.g. an AI-judged prompt. */
            condition?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description A step of the graph; its other fields depend on the type. */
        WorkflowNode: {
            /** @enum {string} */
            type: "conversation" | "tool";
            /** @description Unique within the workflow; edges refer to nodes by name. */
            name: string;
            isStart?: boolean;
            prompt?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Per-call changes to a workflow. */
        WorkflowOverrides: {
            /** @description Values for {{placeholders}} in the workflow's prompts. */
            variableValues?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        WorkflowSettings: {
            name?: string;
            nodes?: components["schemas"]["WorkflowNode"][];
            edges?: components["schemas"]["WorkflowEdge"][];
            /** @description Prompt prepended to every conversation node. */
            globalPrompt?: string;
            /** @description Default model of the nodes. */
            model?: {
                [key: string]: unknown;
            };
            voice?: components["schemas"]["AssistantVoice"];
            transcriber?: components["schemas"]["AssistantTranscriber"];
            maxDurationSeconds?: number;
            voicemailMessage?: string;
            artifactPlan?: components["schemas"]["ArtifactPlan"];
            server?: components["schemas"]["ServerEndpoint"];
            credentialIds?: string[];
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description The body or query did not validate. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No entity with that id exists in the org. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The bearer token is missing or not valid. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Only calls handled by this assistant. */
        CallAssistantId: string;
        /** @description Only the call with this id. */
        CallId: string;
        /** @description Only calls through this phone number. */
        CallPhoneNumberId: string;
        /** @description Only campaigns in this state. */
        CampaignStatus: components["schemas"]["CampaignStatus"];
        /** @description Only chats with this assistant. */
        ChatAssistantId: string;
        /** @description Only chats in this session. */
        ChatSessionId: string;
        /** @description Only chats with this squad. */
        ChatSquadId: string;
        /** @description Only items whose createdAt is at or after this instant. */
        CreatedAtGe: string;
        /** @description Only items whose createdAt is after this instant. */
        CreatedAtGt: string;
        /** @description Only items whose createdAt is at or before this instant. */
        CreatedAtLe: string;
        /** @description Only items whose createdAt is before this instant. */
        CreatedAtLt: string;
        /** @description Name of the feature flag to read. */
        FeatureFlag: string;
        /** @description Only the item with this id. */
        FilterId: string;
        /** @description Only items with this name. */
        FilterName: string;
        /** @description Id of the entity. */
        Id: string;
        /** @description Most items to return (default 100). */
        Limit: number;
        /** @description Only workflows of this location. */
        LocationId: string;
        /** @description Id of the member (user) to remove. */
        MemberId: string;
        /** @description Page number, from 1. */
        Page: number;
        /** @description Provider slug, e.g. 11labs or cartesia. */
        Provider: string;
        /** @description Id of the workflow at the provider. */
        ProviderWorkflowId: string;
        /** @description Only the resource with this provider-side id. */
        ResourceId: string;
        /** @description Kind of provider resource, e.g. pronunciation-dictionary. */
        ResourceName: string;
        /** @description Set to "true" to replace the stored JSON schema instead of merging it. */
        SchemaOverride: string;
        /** @description Text matched against number and name. */
        Search: string;
        /** @description Only sessions with this assistant. */
        SessionAssistantId: string;
        /** @description Only sessions with this squad. */
        SessionSquadId: string;
        /** @description Field to sort by (default createdAt). */
        SortBy: "createdAt" | "cost" | "duration";
        /** @description Sort direction (default DESC). */
        SortOrder: components["schemas"]["SortOrder"];
        /** @description Only templates of this collection. */
        TemplateCollectionId: string;
        /** @description Only templates for this tool provider. */
        TemplateProvider: string;
        /** @description Only public or private templates. */
        TemplateVisibility: "public" | "private";
        /** @description Id of the parent test suite. */
        TestSuiteId: string;
        /** @description Only items whose updatedAt is at or after this instant. */
        UpdatedAtGe: string;
        /** @description Only items whose updatedAt is after this instant. */
        UpdatedAtGt: string;
        /** @description Only items whose updatedAt is at or before this instant. */
        UpdatedAtLe: string;
        /** @description Only items whose updatedAt is before this instant. */
        UpdatedAtLt: string;
        /** @description Only voices with this accent. */
        VoiceAccent: string;
        /** @description Only voices of this gender. */
        VoiceGender: "male" | "female";
        /** @description Text matched against voice name and description. */
        VoiceKeyword: string;
        /** @description Only voices speaking this language. */
        VoiceLanguage: string;
        /** @description Most voices to return. */
        VoiceLimit: number;
        /** @description Text matched against voice names. */
        VoiceName: string;
        /** @description Page number, from 1. */
        VoicePage: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAssistants: {
        parameters: {
            query?: {
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createAssistant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAssistantDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getAssistant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    replaceAssistant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAssistantDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteAssistant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAssistant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAssistantDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listAssistantVersions: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssistantVersionPaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listAssistantsPaginated: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssistantPaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listSquads: {
        parameters: {
            query?: {
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Squad"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createSquad: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSquadDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Squad"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getSquad: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Squad"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSquad: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Squad"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSquad: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSquadDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Squad"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listWorkflows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWorkflowDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWorkflowDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    exportCalls: {
        parameters: {
            query?: {
                /** @description Only calls handled by this assistant. */
                assistantId?: components["parameters"]["CallAssistantId"];
                /** @description Only calls through this phone number. */
                phoneNumberId?: components["parameters"]["CallPhoneNumberId"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listCallsPaginated: {
        parameters: {
            query?: {
                /** @description Only the call with this id. */
                id?: components["parameters"]["CallId"];
                /** @description Only calls handled by this assistant. */
                assistantId?: components["parameters"]["CallAssistantId"];
                /** @description Only calls through this phone number. */
                phoneNumberId?: components["parameters"]["CallPhoneNumberId"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallPaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getCallListMetadata: {
        parameters: {
            query?: {
                /** @description Only calls handled by this assistant. */
                assistantId?: components["parameters"]["CallAssistantId"];
                /** @description Only calls through this phone number. */
                phoneNumberId?: components["parameters"]["CallPhoneNumberId"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaginationMeta"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listCalls: {
        parameters: {
            query?: {
                /** @description Only the call with this id. */
                id?: components["parameters"]["CallId"];
                /** @description Only calls handled by this assistant. */
                assistantId?: components["parameters"]["CallAssistantId"];
                /** @description Only calls through this phone number. */
                phoneNumberId?: components["parameters"]["CallPhoneNumberId"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Call"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createCall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCallDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Call"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Call"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Call"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCallDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Call"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createPhoneCall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOutboundCallDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Call"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createWebCall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebCallDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Call"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listChats: {
        parameters: {
            query?: {
                /** @description Only the item with this id. */
                id?: components["parameters"]["FilterId"];
                /** @description Only chats with this assistant. */
                assistantId?: components["parameters"]["ChatAssistantId"];
                /** @description Only chats with this squad. */
                squadId?: components["parameters"]["ChatSquadId"];
                /** @description Only chats in this session. */
                sessionId?: components["parameters"]["ChatSessionId"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatPaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChatDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Chat"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Chat"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Chat"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createChatResponse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChatResponseDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createWebChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebChatDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebChat"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createWebChatResponse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebChatResponseDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listCampaigns: {
        parameters: {
            query?: {
                /** @description Only the item with this id. */
                id?: components["parameters"]["FilterId"];
                /** @description Only campaigns in this state. */
                status?: components["parameters"]["CampaignStatus"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCampaignDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCampaignDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listSessions: {
        parameters: {
            query?: {
                /** @description Only the item with this id. */
                id?: components["parameters"]["FilterId"];
                /** @description Only sessions with this assistant. */
                assistantId?: components["parameters"]["SessionAssistantId"];
                /** @description Only sessions with this squad. */
                squadId?: components["parameters"]["SessionSquadId"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionPaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSessionDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSessionDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listPhoneNumbersPaginated: {
        parameters: {
            query?: {
                /** @description Text matched against number and name. */
                search?: components["parameters"]["Search"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneNumberPaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    importTwilioPhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportTwilioPhoneNumberDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneNumber"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    importVonagePhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportVonagePhoneNumberDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneNumber"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listPhoneNumbers: {
        parameters: {
            query?: {
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneNumber"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createPhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePhoneNumberDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneNumber"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getPhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneNumber"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneNumber"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePhoneNumberDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneNumber"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listTools: {
        parameters: {
            query?: {
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createTool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateToolDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getTool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateToolDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CreateFileDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CreateFileDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFileDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listKnowledgeBases: {
        parameters: {
            query?: {
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBase"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createKnowledgeBase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateKnowledgeBaseDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getKnowledgeBase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBase"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteKnowledgeBase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBase"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateKnowledgeBase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateKnowledgeBaseDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeBase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listStructuredOutputs: {
        parameters: {
            query?: {
                /** @description Only the item with this id. */
                id?: components["parameters"]["FilterId"];
                /** @description Only items with this name. */
                name?: components["parameters"]["FilterName"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StructuredOutputPaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createStructuredOutput: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStructuredOutputDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StructuredOutput"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getStructuredOutput: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StructuredOutput"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteStructuredOutput: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StructuredOutput"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateStructuredOutput: {
        parameters: {
            query?: {
                /** @description Set to "true" to replace the stored JSON schema instead of merging it. */
                schemaOverride?: components["parameters"]["SchemaOverride"];
            };
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStructuredOutputDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StructuredOutput"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listTestSuites: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuitePaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createTestSuite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTestSuiteDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuite"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getTestSuite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuite"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTestSuite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuite"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTestSuite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTestSuiteDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuite"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listTestSuiteTests: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuiteTestPaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createTestSuiteTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTestSuiteTestDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuiteTest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getTestSuiteTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuiteTest"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTestSuiteTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuiteTest"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTestSuiteTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTestSuiteTestDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuiteTest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listTestSuiteRuns: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuiteRunPaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createTestSuiteRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTestSuiteRunDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuiteRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getTestSuiteRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuiteRun"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTestSuiteRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuiteRun"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTestSuiteRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the parent test suite. */
                testSuiteId: components["parameters"]["TestSuiteId"];
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTestSuiteRunDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSuiteRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listEvals: {
        parameters: {
            query?: {
                /** @description Only the item with this id. */
                id?: components["parameters"]["FilterId"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvalPaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createEval: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEvalDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Eval"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getEval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Eval"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteEval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Eval"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateEval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEvalDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Eval"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getEvalRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvalRun"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteEvalRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvalRun"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listEvalRuns: {
        parameters: {
            query?: {
                /** @description Only the item with this id. */
                id?: components["parameters"]["FilterId"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvalRunPaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createEvalRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEvalRunDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvalRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listOrgs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Org"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createOrg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrgDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Org"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getOrgFeatureFlag: {
        parameters: {
            query?: {
                /** @description Name of the feature flag to read. */
                flag?: components["parameters"]["FeatureFlag"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlagStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getOrg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Org"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Org"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateOrg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrgDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Org"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listOrgUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    leaveOrg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgMembershipResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    removeOrgMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
                /** @description Id of the member (user) to remove. */
                memberId: components["parameters"]["MemberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgMembershipResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    inviteOrgUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteOrgUsersDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateOrgUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRoleDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrgAuth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgAuth"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listTokens: {
        parameters: {
            query?: {
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTokenDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTokenDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listCredentials: {
        parameters: {
            query?: {
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Credential"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createCredential: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCredentialDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Credential"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Credential"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Credential"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCredentialDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Credential"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createCredentialSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCredentialSessionDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CredentialSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    receiveCredentialWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CredentialWebhookDTO"];
            };
        };
        responses: {
            /** @description Accepted and done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    triggerCredentialAction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TriggerCredentialActionDTO"];
            };
        };
        responses: {
            /** @description Accepted and done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CredentialActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listTemplates: {
        parameters: {
            query?: {
                /** @description Only templates of this collection. */
                collectionId?: components["parameters"]["TemplateCollectionId"];
                /** @description Only public or private templates. */
                visibility?: components["parameters"]["TemplateVisibility"];
                /** @description Only templates for this tool provider. */
                provider?: components["parameters"]["TemplateProvider"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTemplateDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listPinnedTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTemplateDTO"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listVoiceLibrary: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["VoicePage"];
                /** @description Text matched against voice name and description. */
                keyword?: components["parameters"]["VoiceKeyword"];
                /** @description Only voices speaking this language. */
                language?: components["parameters"]["VoiceLanguage"];
                /** @description Only voices with this accent. */
                accent?: components["parameters"]["VoiceAccent"];
                /** @description Only voices of this gender. */
                gender?: components["parameters"]["VoiceGender"];
                /** @description Most voices to return. */
                limit?: components["parameters"]["VoiceLimit"];
            };
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibraryVoice"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listVoiceLibraryAccents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoiceAccents"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    syncProviderVoiceLibrary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted and done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibraryVoice"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    syncVoiceLibrary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SyncVoiceLibraryDTO"];
            };
        };
        responses: {
            /** @description Accepted and done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibraryVoice"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createSesameVoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSesameVoiceDTO"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibraryVoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listProviderResources: {
        parameters: {
            query?: {
                /** @description Only the item with this id. */
                id?: components["parameters"]["FilterId"];
                /** @description Only the resource with this provider-side id. */
                resourceId?: components["parameters"]["ResourceId"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Sort direction (default DESC). */
                sortOrder?: components["parameters"]["SortOrder"];
                /** @description Field to sort by (default createdAt). */
                sortBy?: components["parameters"]["SortBy"];
                /** @description Most items to return (default 100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items whose createdAt is after this instant. */
                createdAtGt?: components["parameters"]["CreatedAtGt"];
                /** @description Only items whose createdAt is before this instant. */
                createdAtLt?: components["parameters"]["CreatedAtLt"];
                /** @description Only items whose createdAt is at or after this instant. */
                createdAtGe?: components["parameters"]["CreatedAtGe"];
                /** @description Only items whose createdAt is at or before this instant. */
                createdAtLe?: components["parameters"]["CreatedAtLe"];
                /** @description Only items whose updatedAt is after this instant. */
                updatedAtGt?: components["parameters"]["UpdatedAtGt"];
                /** @description Only items whose updatedAt is before this instant. */
                updatedAtLt?: components["parameters"]["UpdatedAtLt"];
                /** @description Only items whose updatedAt is at or after this instant. */
                updatedAtGe?: components["parameters"]["UpdatedAtGe"];
                /** @description Only items whose updatedAt is at or before this instant. */
                updatedAtLe?: components["parameters"]["UpdatedAtLe"];
            };
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
                /** @description Kind of provider resource, e.g. pronunciation-dictionary. */
                resourceName: components["parameters"]["ResourceName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with pagination figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResourcePaginatedResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createProviderResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
                /** @description Kind of provider resource, e.g. pronunciation-dictionary. */
                resourceName: components["parameters"]["ResourceName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderResourceBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResource"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getProviderResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
                /** @description Kind of provider resource, e.g. pronunciation-dictionary. */
                resourceName: components["parameters"]["ResourceName"];
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResource"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteProviderResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
                /** @description Kind of provider resource, e.g. pronunciation-dictionary. */
                resourceName: components["parameters"]["ResourceName"];
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is the removed entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResource"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateProviderResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
                /** @description Kind of provider resource, e.g. pronunciation-dictionary. */
                resourceName: components["parameters"]["ResourceName"];
                /** @description Id of the entity. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderResourceBody"];
            };
        };
        responses: {
            /** @description Updated; the body is the entity as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResource"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listProviderWorkflows: {
        parameters: {
            query?: {
                /** @description Only workflows of this location. */
                locationId?: components["parameters"]["LocationId"];
            };
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderWorkflow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listProviderWorkflowHooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
                /** @description Id of the workflow at the provider. */
                workflowId: components["parameters"]["ProviderWorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderWorkflowHook"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listProviderLocations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderLocation"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    searchProviderVoices: {
        parameters: {
            query?: {
                /** @description Text matched against voice names. */
                name?: components["parameters"]["VoiceName"];
            };
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderVoice"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    searchProviderVoicesLegacy: {
        parameters: {
            query?: {
                /** @description Text matched against voice names. */
                name?: components["parameters"]["VoiceName"];
            };
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderVoice"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    addProviderVoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddProviderVoiceDTO"];
            };
        };
        responses: {
            /** @description Accepted and done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderVoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    addProviderVoiceLegacy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Provider slug, e.g. 11labs or cartesia. */
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddProviderVoiceDTO"];
            };
        };
        responses: {
            /** @description Accepted and done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderVoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    cloneElevenLabsVoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CloneVoiceDTO"];
            };
        };
        responses: {
            /** @description Accepted and done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClonedVoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    queryAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsQueryDTO"];
            };
        };
        responses: {
            /** @description Accepted and done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsQueryResult"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
