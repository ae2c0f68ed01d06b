/* Generated from the server's OpenAPI document (GET /api/openapi.json) by server/openapi-types.ts (npm run api:types). Do not edit by hand. */

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API description */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the shops */
        get: operations["listShops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public shop profile: identity, presentation, public settings */
        get: operations["getShop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The menu resolved at the server clock or ?at, for an order type (?cartType) */
        get: operations["getMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a cart, at the server clock or ?at */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place an order (re-priced by the server; retries with the same Idempotency-Key replay the first answer, waiting for it while the first request is still being placed) */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an order back */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/orders/{orderId}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF receipt (rendered off the request path, cached per order version) */
        get: operations["getReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/orders/{orderId}/tips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a tip after the order, from the browser that placed it (its tipToken): confirm: false previews the amount, confirm: true (the default) charges it to the order's card */
        post: operations["addTip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/orders/{orderId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's status as Server-Sent Events: the current one first (event: order.status, data: { orderId, status, promisedAt, rejectReason, paymentStatus }), then each change */
        get: operations["orderEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The board: orders that reached the shop, newest first (?status=placed,accepted&since=ISO) */
        get: operations["listStaffOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order on the board */
        get: operations["getStaffOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/orders/{orderId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move an order: placed -> accepted (prepMinutes) | rejected (reason); accepted -> ready | cancelled; ready -> completed | cancelled. The same status again changes nothing. */
        post: operations["changeOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/orders/{orderId}/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kitchen ticket: printable HTML (80 mm), or ESC/POS bytes with ?format=escpos */
        get: operations["getKitchenTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-Sent Events of the shops the user may see (id: event id, event: type, data: StaffEvent); Last-Event-ID replays what was missed; a comment every 15 s */
        get: operations["staffEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's webhook endpoints (profile and console) */
        get: operations["listWebhooks"];
        /** Replace the shop's console webhook endpoints (those from the profile stay) */
        put: operations["putWebhooks"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log, newest first (?limit=, at most 200) */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/webhooks/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now (its attempts start over) */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/cashback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A phone's cashback balance */
        get: operations["getCashback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/phone-verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Text a one-time code to a phone (before its cashback is shown or spent) */
        post: operations["sendPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/phone-verifications/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a texted code: remembers the phone on this browser for 30 days (HttpOnly cookie; X-Phone-Token for API clients) and answers its cashback */
        post: operations["confirmPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail sign-up */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rewards sign-up: click-link, then redeem the $10 credit (once per phone; redeem needs the phone verified) */
        post: operations["signUpForRewards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/forms/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Contact Us form */
        post: operations["submitContactForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/forms/catering": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Catering Inquiry form */
        post: operations["submitCateringForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/delivery-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Distance, deliverability, fee and ETA for an address: the fee of the cart sent (priced as its quote prices it, a free-delivery threshold included), or of an empty cart when none is sent */
        post: operations["getDeliveryQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/address-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery address suggestions for what the customer typed (the maps provider; 9000 m around the shop) */
        get: operations["listAddressSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook (signature checked with STRIPE_WEBHOOK_SECRET) */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getStaffSession"];
        put?: never;
        /** Sign in: sets the HttpOnly session cookie (12 hours idle, 7 days at most) */
        post: operations["signIn"];
        /** Sign out: ends the session (its row is deleted) and clears the cookie */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/session/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one's password (required after signing in with a one-time password); ends one's other sessions */
        post: operations["changeStaffPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shops the signed-in user works at (for the console switcher) */
        get: operations["listStaffShops"];
        put?: never;
        /** A new shop (owners only): { shopId, name, timeZone, siteId? } made as shopctl init makes it, published as version 1 */
        post: operations["createShop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff account (owners only) */
        get: operations["listStaffUsers"];
        put?: never;
        /** Create a staff account (owners only): answers a one-time password, shown once, that must be changed at first sign-in */
        post: operations["inviteStaffUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/users/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a staff account and end its sessions (owners only; never the last owner) */
        delete: operations["removeStaffUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/menu-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Menu checker: every category and item (hidden ones too, flagged), with modifier groups and same-mods marks */
        get: operations["getMenuCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live version of a shop: { version, profile, menu } as written */
        get: operations["getLiveProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store a draft { profile, menu?, basedOnVersion? } (JSON values or JSON text) and check it: the findings are those of shopctl lint; nothing is published */
        post: operations["createDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/drafts/{draftId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A draft with its findings */
        get: operations["getDraft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/drafts/{draftId}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a cart with the draft at an instant ({ cart, at? }): the full quote, with the staff trace */
        post: operations["quoteDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/drafts/{draftId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price the last orders (limit, default 200) with the live version and with the draft, each at its own instant with its stored cart */
        post: operations["replayDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/drafts/{draftId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft now, or at a time ({ at?, message?, basedOnVersion?, confirmWarnings? }) */
        post: operations["publishDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every version as the live history, newest first (scheduled ones on top), with what changed from the version it was made on (the one it replaced) */
        get: operations["listVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/versions/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version with its profile and menu */
        get: operations["getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/versions/{n}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a new version equal to version n */
        post: operations["rollbackVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed what, when (?shopId= for one shop; without it owners see everything) */
        get: operations["listAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's live operations now: { paused: { until, types? } | null, busyMinutes, outOfStock: [{ productId | modifierId, until }] } (expired entries dropped) */
        get: operations["getOperations"];
        put?: never;
        /** One change: { pause: { until: ISO | null, types? } }, { resume: true }, { busyMinutes: 0..120 } (managers and owners), { outOfStock: { productId | modifierId, until: "end-of-day" | ISO | null } }, { backInStock: { productId | modifierId } } (every role) */
        post: operations["changeOperations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/status/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's live operations as Server-Sent Events (event: operations, data: { operations }): the current ones first, then each change, so an open menu shows a pause, busy minutes and items out of stock at once */
        get: operations["shopStatusEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shops/{shopId}/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's contact messages and catering inquiries, newest first: { submissions: [{ id, kind, shopId, receivedAt, location, name, email, phone, message, event }], next } */
        get: operations["listFormSubmissions"];
        put?: never;
        post?: never;
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
        /**
         * @description PICKUP, DELIVERY or DINEIN.
         * @enum {string}
         */
        CartType: "PICKUP" | "DELIVERY" | "DINEIN";
        /**
         * @description CASH (paid in person) or CARD (paid online).
         * @enum {string}
         */
        PaymentType: "CASH" | "CARD";
        /** @description One line of the cart: a product, its quantity and the modifiers picked. */
        CartLine: {
            /**
             * @description The storefront's id for the line, echoed in the quote.
             * @example line-1
             */
            id?: string;
            /**
             * @description The product id in the menu.
             * @example t-cheeseburger
             */
            productId: string;
            /**
             * @description Floored to a whole number of at least 1; at most 999 (the order API answers more with QUANTITY_TOO_LARGE).
             * @default 1
             * @example 2
             */
            quantity?: number;
            /**
             * @description A note for the kitchen.
             * @example No onions
             */
            note?: string | null;
            /**
             * @description Modifiers picked, by modifier id (nested options too: one flat map): true, false (an option that starts picked, removed), or a quantity (buffet), side (halves) or level (light, extra, on the side).
             * @default {}
             * @example {
             *       "t-bun-brioche": true,
             *       "t-ex-bacon": true
             *     }
             */
            customerPicks?: {
                [key: string]: components["schemas"]["CustomerPick"];
            };
            /**
             * @description For a combo: the products chosen in each slot, by slot id; as many entries as the slot's count (the same product may repeat), each with the picks made on that product.
             * @example {
             *       "t-s-main": [
             *         {
             *           "productId": "t-cheeseburger",
             *           "customerPicks": {
             *             "t-bun-brioche": true
             *           }
             *         }
             *       ],
             *       "t-s-side": [
             *         {
             *           "productId": "t-fries"
             *         }
             *       ],
             *       "t-s-drink": [
             *         {
             *           "productId": "t-lemonade"
             *         }
             *       ]
             *     }
             */
            comboPicks?: {
                [key: string]: components["schemas"]["ComboChoice"][];
            };
            /** @description Carried by the legacy cart item; ignored: the engine prices and names the line from the menu. */
            name?: unknown;
            /** @description Carried by the legacy cart item; ignored: the engine prices and names the line from the menu. */
            sub?: unknown;
            /** @description Carried by the legacy cart item; ignored: the engine prices and names the line from the menu. */
            description?: unknown;
            /** @description Carried by the legacy cart item; ignored: the engine prices and names the line from the menu. */
            photo?: unknown;
            /** @description Carried by the legacy cart item; ignored: the engine prices and names the line from the menu. */
            tags?: unknown;
            /** @description Carried by the legacy cart item; ignored: the engine prices and names the line from the menu. */
            modgroups?: unknown;
            /** @description Carried by the legacy cart item; ignored: the engine prices and names the line from the menu. */
            price?: unknown;
            /** @description Carried by the legacy cart item; ignored: the engine prices and names the line from the menu. */
            originalPrice?: unknown;
            /** @description Carried by the legacy cart item; ignored: the engine prices and names the line from the menu. */
            taxP?: unknown;
        };
        /** @description One product chosen in a combo's slot, with the modifiers picked on it. */
        ComboChoice: {
            /**
             * @description The chosen product's id in the menu; it must be one the slot offers.
             * @example t-fries
             */
            productId: string;
            /**
             * @description Modifiers picked on the chosen product, by modifier id, as on a line.
             * @default {}
             * @example {
             *       "t-bun-brioche": true
             *     }
             */
            customerPicks?: {
                [key: string]: components["schemas"]["CustomerPick"];
            };
        };
        /** @description A pick: true (picked: whole, regular, one); false (not picked; for an option that starts picked, "default": true in the menu, removed: 'No Cheese'); or the details of a buffet, half or level pick. A cart that does not name an option that starts picked counts it as picked (in a single group, only while no other option of that group is picked). */
        CustomerPick: boolean | {
            /**
             * @description Buffet: how many of this modifier.
             * @example 2
             */
            quantity?: number;
            /**
             * @description A group that offers halves (type pizza, or portions: true): on the whole item, or its left or right half (a half costs the group's portionFactor of the price, 0.5 by default). Elsewhere a half is PORTION_NOT_OFFERED.
             * @example left
             * @enum {string}
             */
            side?: "whole" | "left" | "right";
            /**
             * @description How much of it: regular (the default, at the option's price), or light, extra or onSide (on the side) at the price the option's levels give. A level the option does not list is LEVEL_NOT_OFFERED.
             * @example extra
             * @enum {string}
             */
            level?: "light" | "regular" | "extra" | "onSide";
        };
        /**
         * CartInput
         * @description A cart to price or order: the products picked and how the customer orders and pays. Used by shopctl price, the storefront and the order API.
         */
        CartInput: {
            /**
             * @description Path or URL of this schema, so editors autocomplete.
             * @example ../../../schemas/cart.schema.json
             */
            $schema?: string;
            /**
             * @description The shop the cart is for; shopctl price with a site folder picks that profile.
             * @example test
             */
            shopId?: string;
            /**
             * @description The lines of the cart, in order (quote line i is cart line i).
             * @example [
             *       {
             *         "productId": "t-cheeseburger",
             *         "quantity": 2,
             *         "customerPicks": {
             *           "t-bun-brioche": true
             *         }
             *       }
             *     ]
             */
            products: components["schemas"]["CartLine"][];
            /**
             * @description How the order is fulfilled.
             * @default PICKUP
             * @example DELIVERY
             */
            cartType?: components["schemas"]["CartType"];
            /**
             * @description How the order is paid.
             * @default CASH
             * @example CARD
             */
            paymentType?: components["schemas"]["PaymentType"];
            /**
             * @description A promotion code as typed (any case); a code that matches nothing is noted in the trace.
             * @example save20
             */
            promoCode?: string | null;
            /**
             * @description The tip: a percent of the pre-tip total or an amount in cents; "default" takes the shop's pre-selected choice (settings.tips: defaultPercent over the threshold, else defaultAmountCents; none when the shop has none); nothing for cash.
             * @default null
             * @example {
             *       "percent": 15
             *     }
             */
            tip?: null | "default" | {
                /**
                 * @description Tip percent of the pre-tip total, rounded half up.
                 * @example 15
                 */
                percent: number;
            } | {
                /**
                 * @description Tip in cents.
                 * @example 300
                 */
                cents: number;
            };
            /**
             * @description Cashback cents to spend on this order; capped at what is owed.
             * @default 0
             * @example 500
             */
            appliedCashback?: number;
            /**
             * @description Driving distance to the delivery address, for shopctl price (which simulates); the order API ignores it and measures the distance to deliveryAddress itself.
             * @example 3.2
             */
            distanceInMiles?: number | null;
            /**
             * @description Driving distance; converted to miles (x 0.00062, 1 decimal) when distanceInMiles is absent. Ignored by the order API, like distanceInMiles.
             * @example 5150
             */
            distanceInMeters?: number | null;
            /**
             * @description Driving time; the delivery ETA is the drop-off minutes plus this (rounded up). Ignored by the order API, which measures it.
             * @example 14
             */
            durationInTrafficMinutes?: number | null;
            /**
             * @description False when the address could not be geocoded (shopctl price only; the order API ignores it).
             * @example true
             */
            isDeliverable?: boolean | null;
            /**
             * @description The customer agreed to the shop's donation.
             * @default false
             */
            agreeToDonate?: boolean;
            /**
             * @description The customer ticked 'I am 21 or older and will show ID' (with the cart's minimum age): needed when an item has a minimumAge (AGE_CONFIRMATION_REQUIRED without it).
             * @default false
             */
            ageConfirmed?: boolean;
            /**
             * @description The customer's allergy note for the whole order, at most 300 characters (ALLERGY_NOTE_TOO_LONG over that): kept with the order and printed first on the kitchen ticket, above the items; shown on the confirmation and the receipt.
             * @example Severe peanut allergy: no peanuts or peanut oil, please
             */
            allergyNote?: string | null;
            /**
             * @description A donation amount of the customer's choosing (used when the shop allows custom amounts).
             * @example 500
             */
            restaurantDonationCents?: number;
            /**
             * @description Utensils wanted or declined; unanswered means included when the shop asks.
             * @enum {string|null}
             */
            utensilsOption?: "ADD_UTENSILS" | "NO_UTENSILS" | null;
            /**
             * @description ASAP or an ISO date-time from the offered slots.
             * @example ASAP
             */
            pickupTime?: string | null;
            /**
             * @description ASAP or an ISO date-time from the offered delivery slots.
             * @example 2026-03-10T18:30:00-07:00
             */
            deliveryTime?: string | null;
            /**
             * @description The customer's name (NAME_REQUIRED when blank).
             * @example Alex Rivera
             */
            name?: string | null;
            /**
             * @description The customer's phone (PHONE_REQUIRED when blank); cashback is kept by phone.
             * @example (213) 555-0142
             */
            phone?: string | null;
            /**
             * @description The customer's e-mail, for the receipt and the order's messages. The quote and order API refuse one that is not a single e-mail address (INVALID_EMAIL at /email): a line break or other control character, more than 254 characters, or more than 64 before the @.
             * @example alex@example.com
             */
            email?: string | null;
            /**
             * @description The delivery address as typed or suggested; the order API measures its distance from the shop with its maps provider.
             * @example 100 N Brand Blvd, Glendale, CA 91203
             */
            deliveryAddress?: string | null;
            /** @description The address as the maps provider split it; stored with the order. */
            addressComponents?: Record<string, never> | null;
            /**
             * @description Apartment or suite, printed on the receipt.
             * @example Apt 4
             */
            unitNumber?: string | null;
            /**
             * @description Notes for the driver, printed on the receipt.
             * @example Ring twice
             */
            deliveryInstructions?: string | null;
            /** @description The dine-in choice (e.g. a table), stored with the order. */
            dineInOption?: string | null;
            /** @description Kept from the legacy cart; stored with the order. */
            tabNumber?: string | null;
            /** @description Kept from the legacy cart; stored with the order. */
            enableSecretDineIn?: boolean | null;
            /** @description Campaign data from the storefront, stored with the order. */
            analytics?: Record<string, never> | null;
            /**
             * @description Card token or test card number for the payment provider (orders only).
             * @example 4242424242424242
             */
            paymentMethod?: string | null;
            /** @description Accepted for compatibility with the legacy cart and ignored: the engine computes it. */
            deliveryFeeInCents?: number | null;
            /** @description Accepted for compatibility with the legacy cart and ignored: the engine computes it. */
            cashback?: number | null;
            /** @description Accepted for compatibility with the legacy cart and ignored: the engine computes it. */
            preTipPrimaryCents?: number | null;
            /** @description Accepted for compatibility with the legacy cart and ignored: the engine computes it. */
            promoFreeDelivery?: boolean | null;
        };
        /** @description A cart line as priced. */
        QuoteLine: {
            /** @description The cart line's id, when it had one. */
            id?: string;
            /**
             * @description The product id.
             * @example t-cheeseburger
             */
            productId: string;
            /**
             * @description The product name customers see (name markers removed).
             * @example Cheeseburger
             */
            name: string;
            /**
             * @description The product's category name.
             * @example Burgers
             */
            category?: string;
            /**
             * @description Whole units (at least 1).
             * @example 2
             */
            quantity: number;
            /**
             * @description Price of one unit: the product after price rules plus the picks (for a combo, plus each chosen product's upcharge and picks).
             * @example 1600
             */
            unitCents: number;
            /**
             * @description The unit price before price rules, when they changed it.
             * @example 399
             */
            originalUnitCents?: number;
            /**
             * @description unitCents x quantity.
             * @example 3200
             */
            totalCents: number;
            /**
             * @description This line's share of the discount.
             * @example 640
             */
            discountCents: number;
            /**
             * @description This line's share of the tax (unrounded parts allocated so lines sum to the total).
             * @example 243
             */
            taxCents: number;
            /**
             * @description The line's tax percent; missing when untaxed.
             * @example 9.5
             */
            taxPercent?: string;
            /** @description A market-price item (priced 0). */
            marketPrice?: boolean;
            /** @description The line's kitchen note. */
            note?: string;
            /**
             * @description The major allergens this line contains as ordered: its product's, each option picked (an option that starts picked and was removed adds nothing) and, for a combo, each chosen product's with its picks; in the fixed list's order, wheat adding gluten. Absent when the menu does not list the product's allergens (or a chosen product's).
             * @example [
             *       "milk",
             *       "gluten",
             *       "wheat"
             *     ]
             */
            allergens?: components["schemas"]["Allergen"][];
            /** @description The modifiers picked (and the options that start picked but were removed), in menu order; nested options follow the option that opened them. */
            picks: components["schemas"]["QuotePick"][];
            /** @description For a combo: each chosen product, slot by slot in the combo's order and in cart order within a slot, with what it adds to unitCents. */
            combo?: components["schemas"]["QuoteComboItem"][];
            /** @description What is wrong with this line (also among the blockers). */
            issues?: components["schemas"]["Blocker"][];
        };
        /** @description The totals in integer cents, in the order docs/pricing.md computes them. */
        Totals: {
            /**
             * @description Sum of the line totals (step 3).
             * @example 3399
             */
            subtotalCents: number;
            /**
             * @description Promotions, capped at the subtotal (step 4).
             * @example 680
             */
            discountCents: number;
            /**
             * @description Service fee (step 5).
             * @example 0
             */
            serviceFeeCents: number;
            /**
             * @description Delivery fee (step 6).
             * @example 295
             */
            deliveryFeeCents: number;
            /**
             * @description Tax, rounded once (step 7).
             * @example 258
             */
            taxCents: number;
            /**
             * @description Subtotal - discount + fees + tax (step 8).
             * @example 3272
             */
            preTipTotalCents: number;
            /**
             * @description Tip (step 9).
             * @example 491
             */
            tipCents: number;
            /**
             * @description Donation (step 10).
             * @example 199
             */
            donationCents: number;
            /**
             * @description Cashback spent (step 11).
             * @example 0
             */
            cashbackAppliedCents: number;
            /**
             * @description What the customer pays (step 12).
             * @example 3962
             */
            invoiceCents: number;
            /**
             * @description Cashback this order earns (step 13).
             * @example 198
             */
            cashbackEarnedCents: number;
            /**
             * @description How many lines are market-price items.
             * @example 0
             */
            marketPriceItems: number;
        };
        /**
         * @description What became of the promo code the customer entered (absent when none was entered), for the storefront to show beside the code field as it is. A refused code is also a blocker with the same code at /promoCode, so the order is refused until the code is removed or the cart fixed.
         * @example {
         *       "code": "WELCOME5",
         *       "state": "refused",
         *       "reason": "PROMO_ALREADY_USED",
         *       "message": "You have already used the code WELCOME5; it can be used once per customer. Remove it to place your order."
         *     }
         */
        PromoState: {
            /**
             * @description The promotion's code as the shop wrote it (the entered text when it matches no promotion).
             * @example SAVE20
             */
            code: string;
            /**
             * @description applied: it took something off; not-applicable: a condition of the promotion does not hold for this cart (the order can be placed, without the discount); refused: a limit of the code is not met (the order is refused until the code is removed); unknown: no promotion has this code.
             * @enum {unknown}
             */
            state: "applied" | "not-applicable" | "refused" | "unknown";
            /**
             * @description Permanent code: PROMO_APPLIED, PROMO_NOT_APPLICABLE, PROMO_CODE_UNKNOWN, or the limit that refused it (PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USED_UP, PROMO_PHONE_NOT_VERIFIED, PROMO_FIRST_ORDER_ONLY, PROMO_ALREADY_USED, PROMO_MIN_ITEMS).
             * @enum {unknown}
             */
            reason: "PROMO_APPLIED" | "PROMO_NOT_APPLICABLE" | "PROMO_CODE_UNKNOWN" | "PROMO_NOT_STARTED" | "PROMO_EXPIRED" | "PROMO_USED_UP" | "PROMO_PHONE_NOT_VERIFIED" | "PROMO_FIRST_ORDER_ONLY" | "PROMO_ALREADY_USED" | "PROMO_MIN_ITEMS";
            /**
             * @description What the customer reads: what happened and what to do.
             * @example Code SAVE20 applied.
             */
            message: string;
            /**
             * @description What the code took off (applied only).
             * @example 680
             */
            amountCents?: number;
        };
        /** @description A reason the cart cannot be ordered, with a permanent code. */
        Blocker: {
            /**
             * @description Permanent code, e.g. DELIVERY_MINIMUM.
             * @example DELIVERY_MINIMUM
             */
            code: string;
            /**
             * @description The message customers see.
             * @example add items to reach delivery minimum of $15.00.
             */
            message: string;
            /**
             * @description JSON pointer into the cart input.
             * @example /products
             */
            path?: string;
            /** @description Values the message was made from. */
            params?: Record<string, never>;
            remedy?: components["schemas"]["Remedy"];
        };
        /**
         * @description What the customer can do about a blocker, as an action the storefront offers (a button or a link) without reading the message: pay-by-card / pay-in-person (choose the other payment type), switch-cart-type (to one of cartTypes, each one the shop takes), remove-line / edit-line / lower-quantity (a cart line, by its index in the cart and its id when it had one), add-more (items worth amountCents more, when a minimum says how much), remove-promo-code, verify-phone (the entered code needs a verified phone), choose-time (the chosen time is not offered), confirm-age (tick 'I am {minimumAge} or older and will show ID'), edit-field (a cart field: name, phone, deliveryAddress or tip). Absent when nothing the customer does on the page helps (ordering is off or paused for every order type, no time is open).
         * @example {
         *       "kind": "pay-by-card"
         *     }
         * @example {
         *       "kind": "remove-line",
         *       "lineIndex": 1,
         *       "lineId": "lq3f2a"
         *     }
         * @example {
         *       "kind": "add-more",
         *       "amountCents": 425
         *     }
         */
        Remedy: {
            /**
             * @description The action.
             * @enum {unknown}
             */
            kind: "pay-by-card" | "pay-in-person" | "switch-cart-type" | "remove-line" | "edit-line" | "lower-quantity" | "add-more" | "remove-promo-code" | "verify-phone" | "choose-time" | "confirm-age" | "edit-field";
            /**
             * @description switch-cart-type: the order types to offer, in the order checkout shows them.
             * @example [
             *       "DINEIN"
             *     ]
             */
            cartTypes?: components["schemas"]["CartType"][];
            /**
             * @description remove-line, edit-line, lower-quantity: the cart line's index (quote line i is cart line i).
             * @example 1
             */
            lineIndex?: number;
            /**
             * @description remove-line, edit-line, lower-quantity: the cart line's id, when the cart gave it one.
             * @example lq3f2a
             */
            lineId?: string;
            /**
             * @description lower-quantity: the most the line may hold.
             * @example 50
             */
            max?: number;
            /**
             * @description add-more: how much more the subtotal needs (absent for an empty cart).
             * @example 425
             */
            amountCents?: number;
            /**
             * @description confirm-age: the age to confirm.
             * @example 21
             */
            minimumAge?: number;
            /**
             * @description edit-field: the cart field to change.
             * @enum {unknown}
             */
            field?: "name" | "phone" | "deliveryAddress" | "tip";
        };
        /** @description What the customer may choose at checkout, as the shop's settings allow for this cart: every order type and payment type with whether it can be chosen and, when not, why (a permanent code and the customer's message); whether cashback can be spent (`cashback`; CASHBACK_OFF: the shop has none or hides the panel; CASHBACK_MIN_SUBTOTAL: the subtotal is below the panel's minSubtotalCents) and a donation added (`donation`, with the amount it adds; DONATION_OFF: the shop takes none; DONATION_CARD_ONLY: donations are taken with card payment). The storefront offers the allowed ones and never works the rules out itself. */
        Choices: {
            /** @description DINEIN, PICKUP and DELIVERY, in the order checkout shows them ('Dine-In', 'Pick Up', 'Delivery'). */
            cartTypes: components["schemas"]["ChoiceOption"][];
            /** @description CASH and CARD for this cart's order type ('Cash' for delivery, 'Pay In Person' otherwise; 'PrePay'). */
            paymentTypes: components["schemas"]["ChoiceOption"][];
            cashback: components["schemas"]["Allowance"];
            donation: components["schemas"]["Allowance"];
        };
        /**
         * @description One order type or payment type: allowed, or why not.
         * @example {
         *       "value": "CASH",
         *       "label": "Cash",
         *       "allowed": false,
         *       "code": "CASH_NOT_FOR_DELIVERY",
         *       "message": "Delivery orders are paid by card at this shop; choose PrePay."
         *     }
         */
        ChoiceOption: {
            /**
             * @description The cartType or paymentType value.
             * @example PICKUP
             * @enum {unknown}
             */
            value: "DINEIN" | "PICKUP" | "DELIVERY" | "CASH" | "CARD";
            /**
             * @description The control's label.
             * @example Pick Up
             */
            label: string;
            /** @description Whether the customer may choose it (the engine would use it as chosen). */
            allowed: boolean;
            /**
             * @description Why not: DINE_IN_NOT_ALLOWED, PICKUP_NOT_OFFERED, DELIVERY_DISABLED, CASH_DISABLED, CASH_NOT_FOR_DELIVERY or CARD_DISABLED (the same code as the coercion or blocker it would meet).
             * @example CASH_NOT_FOR_DELIVERY
             */
            code?: string;
            /**
             * @description Why not, in the customer's words.
             * @example Delivery orders are paid by card at this shop; choose PrePay.
             */
            message?: string;
        };
        /**
         * @description Whether something is offered on this cart, and why not.
         * @example {
         *       "allowed": false,
         *       "code": "CASHBACK_MIN_SUBTOTAL",
         *       "message": "Cashback can be spent on orders with a subtotal of $30.00 or more."
         *     }
         */
        Allowance: {
            allowed: boolean;
            /**
             * @description Why not (permanent code).
             * @example CASHBACK_MIN_SUBTOTAL
             */
            code?: string;
            /** @description Why not, in the customer's words. */
            message?: string;
            /**
             * @description The amount it adds when chosen (the donation).
             * @example 199
             */
            amountCents?: number;
        };
        /** @description One row of the Order Summary and the receipt: a label key (each page words it) and the amount it shows. */
        SummaryRow: {
            /**
             * @description subtotal (always), discount (when above $0.00), serviceFee (when above $0.00), deliveryFee (delivery orders, even when free), tax (always), tip (card orders, or any tip), donation (when above $0.00), cashback (cashback spent, when above $0.00), total (always, last).
             * @example discount
             * @enum {unknown}
             */
            key: "subtotal" | "discount" | "serviceFee" | "deliveryFee" | "tax" | "tip" | "donation" | "cashback" | "total";
            /**
             * @description The amount: negative for discount and cashback (taken off).
             * @example -680
             */
            amountCents: number;
        };
        /** @description The pickup or delivery times offered for this cart at the quote's instant (the quote API; `shopctl price` and order placement leave it out), counting its notice (lead-time rules), the live operations and the kitchen's capacity: the time select offers exactly these, and the order is refused (a time blocker) for any other. Absent for dine-in. */
        TimeSlots: {
            /** @description In order; ASAP first when offered. */
            slots: {
                /**
                 * @description What the cart's pickupTime or deliveryTime is set to: ASAP or the slot's ISO start.
                 * @example 2026-03-10T18:00:00-07:00
                 */
                value: string;
                /**
                 * @description The option's text.
                 * @example Tue 6:00 PM
                 */
                label: string;
                /** @description Said under the select when this slot is chosen (ASAP moved later because the kitchen is full). */
                note?: string;
            }[];
            /**
             * @description Shown in place of the select when no time is offered.
             * @example not available to order at this time
             */
            message?: string;
        };
        /** @description One tip button. */
        TipChoice: {
            /**
             * @description Button text (15%, $2.00, Custom, Not now).
             * @example 15%
             */
            label: string;
            /**
             * @description The cart tip the button sets.
             * @example {
             *       "percent": 15
             *     }
             */
            tip: null | Record<string, never>;
            /**
             * @description The tip in cents for this cart.
             * @example 491
             */
            cents: number;
            /**
             * @description The shop's pre-selected choice (settings.tips.defaultPercent or defaultAmountCents): what a cart with tip "default" gets.
             * @constant
             */
            default?: true;
            /**
             * @description The choice the cart's tip is (its "default" worked out), so the page marks it without comparing tips itself.
             * @constant
             */
            selected?: true;
            /**
             * @description The Custom choice, which a page shows as its own amount field ('Enter Tip:') rather than a button.
             * @constant
             */
            custom?: true;
        };
        /** @description A cart field the shop changed: `from` is the value in the cart, `to` the value used. */
        Coercion: {
            /**
             * @description The cart field.
             * @example utensilsOption
             */
            field: string;
            /**
             * @description Permanent code of the setting that changed it: PICKUP_NOT_OFFERED (delivery only), CASH_NOT_FOR_DELIVERY (card-only delivery), CASH_DISABLED, CARD_DISABLED, UTENSILS_INCLUDED.
             * @example CASH_NOT_FOR_DELIVERY
             * @enum {unknown}
             */
            code?: "PICKUP_NOT_OFFERED" | "CASH_NOT_FOR_DELIVERY" | "CASH_DISABLED" | "CARD_DISABLED" | "UTENSILS_INCLUDED";
            from: unknown;
            to: unknown;
            /**
             * @description Why, in words.
             * @example utensils are included unless declined
             */
            reason: string;
        };
        /** @description One step or rule considered while pricing. */
        TraceEntry: {
            /**
             * @description The pricing step this entry records (docs/pricing.md lists each); promotion, delivery-fee and price-rule entries name their rule in ruleId.
             * @example promotion
             * @enum {string}
             */
            step: "coercion" | "line" | "price-factor" | "price-increase" | "fixed-price" | "subtotal" | "promotion" | "discount" | "service-fee" | "delivery-fee" | "free-delivery" | "delivery-minimum" | "pickup-minimum" | "tax" | "retail-untaxed" | "pre-tip-total" | "tip" | "donation" | "cashback" | "invoice" | "cashback-earned";
            /**
             * @description The rule, for promotion, delivery-fee and price-rule (price-factor, price-increase, fixed-price) entries.
             * @example test-promo-save20
             */
            ruleId?: string;
            /** @description Whether it moved anything. */
            fired: boolean;
            /**
             * @description Why, in words.
             * @example 20% of $33.99
             */
            reason: string;
            /**
             * @description The amount it computed.
             * @example 680
             */
            amountCents?: number;
            /**
             * @description The cart line, for line and price-rule entries.
             * @example 0
             */
            lineIndex?: number;
            /**
             * @description true when the entry names what customers must not see: a promotion whose code the customer did not enter, a promotion the shop turned off, an automatic promotion not offered at this time (outside its schedule or dates), or a price rule customers are not shown (a price-increase, or a price rule with showOriginalPrice false: the customer sees the price alone). `shopctl price` and the studio show these entries; every public answer (the quote API, an order's answers, an order read back) leaves them out (`publicQuote`).
             * @example true
             */
            staffOnly?: boolean;
        };
        /** @description One product chosen in a combo's slot, as priced: its own price is not charged; its slot's upcharge and its picks are. */
        QuoteComboItem: {
            /**
             * @description The slot id.
             * @example t-s-side
             */
            slotId: string;
            /**
             * @description The slot name customers see.
             * @example Side
             */
            slotName: string;
            /**
             * @description The chosen product's id.
             * @example t-onion-rings
             */
            productId: string;
            /**
             * @description The chosen product's name.
             * @example Onion Rings
             */
            name: string;
            /**
             * @description The slot's upcharge for this product (0 when none).
             * @example 100
             */
            upchargeCents: number;
            /** @description The modifiers picked on the chosen product and charged, in menu order. */
            picks: components["schemas"]["QuotePick"][];
            /**
             * @description upchargeCents plus the picks' totals: what this choice adds to one combo.
             * @example 100
             */
            totalCents: number;
        };
        /** @description One modifier picked (or removed) on a line: what it is, where it sits and what it costs. Customers and the kitchen read it as 'Mushrooms (left half)', 'Extra Cheese', 'No Cheese' (the engine's pickLabel). */
        QuotePick: {
            /**
             * @description The group id.
             * @example t-g-extras
             */
            modgroupId: string;
            /**
             * @description The group name.
             * @example Extras
             */
            modgroupName: string;
            /**
             * @description The modifier id.
             * @example t-ex-bacon
             */
            modifierId: string;
            /**
             * @description The modifier name.
             * @example Bacon
             */
            name: string;
            /**
             * @description How many (buffet picks).
             * @example 1
             */
            quantity: number;
            /**
             * @description Price of one.
             * @example 200
             */
            unitCents: number;
            /**
             * @description unitCents x quantity.
             * @example 200
             */
            totalCents: number;
            /**
             * @description Where on the item, in a group that offers halves: whole, left or right (a half is priced at the group's portionFactor).
             * @example left
             */
            side?: string;
            /**
             * @description The level asked for, when not regular: light, extra or onSide (on the side).
             * @example extra
             * @enum {string}
             */
            level?: "light" | "extra" | "onSide";
            /**
             * @description An option that starts picked, removed by the customer ('No Cheese'): totalCents is what the line still pays for it (its price, or 0 when the menu refunds it).
             * @constant
             */
            removed?: true;
            /**
             * @description For an option of a nested group: the option that opened the group (listed before it).
             * @example t-dip-yes
             */
            parentModifierId?: string;
        };
        /**
         * Quote
         * @description The engine's price for a cart, in the order of operations of docs/pricing.md. All money in integer cents.
         */
        Quote: {
            /**
             * @description The shop that priced the cart.
             * @example test
             */
            shopId: string;
            /**
             * @description The instant the quote was priced at (ISO, shop zone offset).
             * @example 2026-03-10T12:00:00.000-07:00
             */
            at: string;
            /** @description The order type used (after coercions). */
            cartType: components["schemas"]["CartType"];
            /** @description The payment type used (after coercions). */
            paymentType: components["schemas"]["PaymentType"];
            /** @description One priced line per cart line, in cart order. */
            lines: components["schemas"]["QuoteLine"][];
            totals: components["schemas"]["Totals"];
            /** @description Why the cart cannot be ordered as it is; empty when it can. */
            blockers: components["schemas"]["Blocker"][];
            /** @description The delivery details of a delivery cart; null otherwise. */
            delivery?: {
                /**
                 * @description The miles used (null when unknown).
                 * @example 3.2
                 */
                miles: number | null;
                /** @description Whether the address can be delivered to. */
                deliverable: boolean | null;
                /**
                 * @description The delivery fee.
                 * @example 295
                 */
                feeCents: number;
                /**
                 * @description The shop's delivery limit.
                 * @example 8
                 */
                maxDistanceInMiles: number;
                /**
                 * @description Minutes to delivery.
                 * @example 45
                 */
                etaMinutes?: number | null;
            } | null;
            /** @description The tip buttons to offer (card orders with pretip on): the shop's percent choices over its threshold, else its dollar choices, then Custom and Not now, with the pre-selected and the selected one marked. */
            tipChoices?: components["schemas"]["TipChoice"][];
            /** @description The post-order tip widget's buttons (card orders): the shop's percent choices of this pre-tip total, the pre-selected one marked; a custom amount is typed. */
            postOrderTipChoices?: components["schemas"]["TipChoice"][];
            /**
             * @description The highest minimumAge among the cart's products (age-restricted items): checkout asks 'I am {minimumAge} or older and will show ID' and the kitchen checks ID; absent when no item is age-restricted.
             * @example 21
             */
            minimumAge?: number;
            /**
             * @description The cart's allergy note, trimmed; absent when the cart has none. The kitchen ticket prints it first.
             * @example Severe peanut allergy
             */
            allergyNote?: string;
            /** @description The promotions that took something off. */
            appliedPromotions?: {
                /**
                 * @description The promotion rule.
                 * @example test-promo-save20
                 */
                ruleId: string;
                /**
                 * @description Its code, when it has one.
                 * @example SAVE20
                 */
                code?: string;
                /**
                 * @description What it took off.
                 * @example 680
                 */
                amountCents: number;
            }[];
            promo?: components["schemas"]["PromoState"];
            choices?: components["schemas"]["Choices"];
            /**
             * @description The Order Summary's rows, in display order, each a label key and its amount (what is taken off is negative, so the rows above `total` add up to it). Checkout, the receipt page and the PDF receipt show these rows and no others; docs/cart-and-quote.md gives the rule for each row.
             * @example [
             *       {
             *         "key": "subtotal",
             *         "amountCents": 3399
             *       },
             *       {
             *         "key": "discount",
             *         "amountCents": -680
             *       },
             *       {
             *         "key": "tax",
             *         "amountCents": 258
             *       },
             *       {
             *         "key": "total",
             *         "amountCents": 2977
             *       }
             *     ]
             */
            summary?: components["schemas"]["SummaryRow"][];
            timeSlots?: components["schemas"]["TimeSlots"];
            /** @description Cart fields the shop's settings changed before pricing (credit-only delivery, cash or card disabled, delivery only, utensils), with the value used. */
            coercions?: components["schemas"]["Coercion"][];
            /** @description Every step and rule considered, in order (docs/pricing.md lists the steps). */
            trace: components["schemas"]["TraceEntry"][];
        };
        /**
         * Order
         * @description An order as the server returns it (GET /api/shops/{shopId}/orders/{orderId}); the quote is the one it was placed at. All money in integer cents.
         */
        Order: {
            /**
             * @description 160 random bits in base32.
             * @example u5wsm3vfcx44hs2tt7tx3n4xlnxiofcg
             */
            orderId: string;
            /**
             * @description The short reference customers read on the order page, the PDF receipt, the kitchen ticket and in texts and e-mails: the first 8 characters of the id, upper case. Links carry the full orderId.
             * @example U5WSM3VF
             */
            reference: string;
            /** @example test */
            shopId: string;
            /** @description When the order was placed (ISO, UTC). */
            createdAt: string;
            /** @description When it is due: the chosen slot, else now plus the pickup wait or delivery estimate. */
            dueAt: string | null;
            name: string | null;
            phone: string | null;
            cartType: components["schemas"]["CartType"];
            paymentType: components["schemas"]["PaymentType"];
            /**
             * @description not_paid (cash); paid; pending (the provider still confirms it); pending_payment (stored, its card not yet charged); refunded (charged, then given back as it could not be completed); released (never charged, given up after its request was lost).
             * @enum {string}
             */
            paymentStatus: "not_paid" | "pending" | "paid" | "pending_payment" | "refunded" | "released";
            /**
             * @description Prepaid once a card payment is confirmed; otherwise Not Paid.
             * @enum {string}
             */
            paymentLabel: "Prepaid" | "Not Paid";
            pickupTime: string | null;
            deliveryTime: string | null;
            deliveryAddress: string | null;
            unitNumber: string | null;
            deliveryInstructions: string | null;
            /** @description The server's measured distance for a delivery. */
            distanceInMiles: number | null;
            utensilsOption: string | null;
            /** @description The tip placed with the order. */
            tips: number;
            /** @description A tip added after the order. */
            postOrderTipCents: number;
            totals: components["schemas"]["Totals"];
            /** @description The receipt's rows from the order's totals as they are now (a tip added after the order included), by the same rule as the quote's summary. */
            summary: components["schemas"]["SummaryRow"][];
            lines: components["schemas"]["QuoteLine"][];
            quote: components["schemas"]["Quote"];
            /**
             * @description Where the order is in the kitchen: placed (new, or waiting for its card payment), accepted, ready, completed, rejected, cancelled.
             * @enum {string}
             */
            status: "placed" | "accepted" | "ready" | "completed" | "rejected" | "cancelled";
            /** @description When the shop promised it ready (ISO, UTC), set when it is accepted. */
            promisedAt: string | null;
            /**
             * @description Why the shop rejected it.
             * @enum {string|null}
             */
            rejectReason: "TOO_BUSY" | "OUT_OF_ITEMS" | "CLOSED" | "OTHER" | null;
            /**
             * @description The highest minimumAge of its items: the kitchen checks ID (the ticket says ID CHECK); null when nothing is age-restricted.
             * @example 21
             */
            minimumAge: number | null;
            /**
             * @description The customer's allergy note for the order (trimmed); null when none. The kitchen ticket prints it first.
             * @example Severe peanut allergy
             */
            allergyNote: string | null;
        };
        /**
         * Operations
         * @description A shop's live operations at one moment: a pause, extra minutes while the kitchen is busy, items out of stock. The engine takes them as an argument of menu resolution, time slots and pricing; entries whose `until` has passed are ignored.
         * @example {
         *       "paused": {
         *         "until": "2025-11-27T18:00:00-08:00",
         *         "types": [
         *           "DELIVERY"
         *         ]
         *       },
         *       "busyMinutes": 15,
         *       "outOfStock": [
         *         {
         *           "productId": "t-fries",
         *           "until": null
         *         },
         *         {
         *           "modifierId": "m-bacon",
         *           "until": "2025-11-28T00:00:00-08:00"
         *         }
         *       ]
         *     }
         */
        Operations: {
            /** @description Online ordering paused: customers read 'online ordering is currently offline, you may still add items to order at a later time.' and orders of the paused kinds are refused with ORDERING_PAUSED. null = not paused. */
            paused?: {
                /** @description When the pause ends (ISO 8601 with an offset); null = until someone resumes. */
                until: string | null;
                /** @description The kinds of order paused; absent = every kind. */
                types?: ("PICKUP" | "DELIVERY" | "DINEIN")[];
            } | null;
            /**
             * @description Minutes added to every estimate (the pickup wait, the delivery ETA) and to the earliest slot while the kitchen is busy.
             * @example 15
             */
            busyMinutes?: number;
            /** @description Products and modifiers out of stock (each entry names a productId or a modifierId): a product shows '*OUT OF STOCK' and is refused at checkout; a modifier is unavailable in its group. */
            outOfStock?: {
                /** @description A product id of the menu. */
                productId?: string;
                /** @description A modifier id of the menu. */
                modifierId?: string;
                /** @description When it is back (ISO 8601 with an offset); null = until someone says so. */
                until: string | null;
            }[];
        };
        /** @description Per-slot capacity: the slot length and the limits of one slot. */
        Capacity: {
            /**
             * @description Length of a time slot in minutes (a divisor of 60: 5, 10, 15, 20, 30 or 60); slots are offered this far apart.
             * @default 15
             * @example 15
             * @enum {integer}
             */
            slotMinutes: 5 | 10 | 15 | 20 | 30 | 60;
            /**
             * @description Orders per slot, all kinds together (unless perType).
             * @example 6
             */
            maxOrders?: number;
            /**
             * @description Items per slot, all kinds together (unless perType).
             * @example 30
             */
            maxItems?: number;
            /**
             * @description true: pickup, delivery and dine-in are counted apart, each under maxOrders/maxItems. Per-type limits: each kind counted apart under its own limits.
             * @example true
             * @example {
             *       "pickup": {
             *         "maxOrders": 4
             *       },
             *       "delivery": {
             *         "maxOrders": 2
             *       }
             *     }
             */
            perType?: boolean | {
                pickup?: components["schemas"]["CapacityLimits"];
                delivery?: components["schemas"]["CapacityLimits"];
                dinein?: components["schemas"]["CapacityLimits"];
            };
        };
        /** @description Limits of one time slot: at most `maxOrders` orders and `maxItems` items (units of every line). */
        CapacityLimits: {
            /**
             * @description Orders per slot.
             * @example 6
             */
            maxOrders?: number;
            /**
             * @description Items (the sum of the lines' quantities) per slot.
             * @example 30
             */
            maxItems?: number;
        };
        /**
         * @description Money in integer cents.
         * @example 1500
         */
        Cents: number;
        /** @description A time on a 24-hour clock, "HH:mm" (e.g. "11:00"). A closing time earlier than the opening one ("02:00") or past 24:00 ("26:00") is after midnight. */
        ClockTime: string;
        /**
         * @description A date on the shop's calendar, YYYY-MM-DD.
         * @example 2025-11-27
         */
        DateText: string;
        /** @description (Legacy form; write `days` and "HH:mm" times instead, see HumanDayHours.) The opening hours of one weekday. */
        DayHours: {
            /**
             * @description 0 = Sunday ... 6 = Saturday.
             * @example 1
             */
            day: number;
            /**
             * @description The ranges the shop is open that day; none means closed.
             * @example [
             *       {
             *         "from": 39600000,
             *         "to": 79200000
             *       }
             *     ]
             */
            timeRanges: components["schemas"]["TimeRange"][];
        };
        /** @description Weekdays: a name ("sat"), a range ("mon-fri", wrapping "fri-sun" or "sun-tue"), or a list of names, ranges or (legacy) numbers 0 = Sunday ... 6 = Saturday. */
        Days: string | components["schemas"]["Weekday"][];
        /** @description Opening hours for some weekdays, e.g. {"days": "mon-fri", "timeRanges": [{"from": "11:00", "to": "22:00"}]}. Give `days` or `day`, not both. */
        HumanDayHours: {
            days?: components["schemas"]["Days"];
            day?: components["schemas"]["Weekday"];
            timeRanges: components["schemas"]["HumanTimeRange"][];
        };
        /** @description Opening and closing time, e.g. {"from": "11:00", "to": "22:00"}; legacy milliseconds after midnight still load. */
        HumanTimeRange: {
            from: components["schemas"]["ClockTime"] | components["schemas"]["TimeRange"]["from"];
            to: components["schemas"]["ClockTime"] | components["schemas"]["TimeRange"]["to"];
        };
        /** @description Who the shop is and where. */
        Identity: {
            /**
             * @description The shop name customers see (header, receipts, explain and price output).
             * @example Mario's Downtown
             */
            name: string;
            /**
             * @description Logo image: a file under the site folder or a URL.
             * @example images/logo.png
             */
            logo?: string;
            /**
             * @description The shop's phone number, shown to customers.
             * @example (213) 555-0100
             */
            phone?: string;
            /**
             * @description The shop's e-mail address.
             * @example hello@marios.example
             */
            email?: string;
            /**
             * @description Street address, first line.
             * @example 100 Main St
             */
            address_line_1?: string;
            /**
             * @description Street address, second line.
             * @example Suite 2
             */
            address_line_2?: string;
            /**
             * @description City.
             * @example Los Angeles
             */
            city?: string;
            /**
             * @description State.
             * @example CA
             */
            state?: string;
            /**
             * @description ZIP code.
             * @example 90012
             */
            zip?: string;
            description?: components["schemas"]["LocalizedText"];
            /**
             * @description IANA time zone, e.g. America/Los_Angeles.
             * @example America/Los_Angeles
             */
            timeZone: string;
            /**
             * @description The path the shop's pages live under on its site (e.g. /glendale); empty for a single-location site.
             * @default
             * @example /downtown
             */
            basePath?: string;
            /**
             * @description Text on the customer's card statement (at most 22 characters).
             * @example MARIOS DOWNTOWN
             */
            statementDescriptor?: string;
            /**
             * @description The site's locations, for the choose-location page, the header menu and the map.
             * @default []
             */
            locations?: components["schemas"]["Location"][];
        };
        /** @description Text per language. */
        LocalizedText: {
            /** @description The English text (shown to customers). */
            en?: string;
            /** @description The Korean text, kept from the legacy menu. */
            kr?: string;
        };
        /** @description One location of the site, as the site pages show it. */
        Location: {
            /** @example marios-downtown */
            shopId: components["schemas"]["ShopId"];
            /**
             * @description Location id, unique in the site.
             * @example downtown
             */
            id: string;
            /**
             * @description The location's base path on the site (e.g. /glendale).
             * @example /downtown
             */
            basePath?: string;
            /**
             * @description The location's name on cards and links (e.g. Glendale).
             * @example Downtown
             */
            label: string;
            /**
             * @description The address, one or two lines.
             * @example [
             *       "100 Main St",
             *       "Los Angeles, CA 90012"
             *     ]
             */
            address?: string[];
            /**
             * @description The location's phone number as shown.
             * @example (213) 555-0100
             */
            phone?: string;
            /**
             * @description The number dialled when the phone is tapped, when it differs from the one shown.
             * @example +12135550100
             */
            phoneLink?: string;
            /**
             * @description The location's ordering page (e.g. /glendale/order).
             * @example /downtown/order
             */
            orderLink?: string;
            /**
             * @description Latitude, for the map.
             * @example 34.0522
             */
            lat?: number;
            /**
             * @description Longitude, for the map.
             * @example -118.2437
             */
            lng?: number;
            /**
             * @description Photo of the storefront: a file under the site's images or a URL.
             * @example downtown.jpg
             */
            storefrontPhoto?: string;
            /**
             * @description Opening hours as shown on the location card (display only; ordering follows settings.hours).
             * @example [
             *       {
             *         "day": "Mon-Fri",
             *         "hours": "11am-10pm"
             *       }
             *     ]
             */
            hours?: {
                /**
                 * @description Day or days, as shown (e.g. Mon-Fri).
                 * @example Mon-Fri
                 */
                day: string;
                /**
                 * @description Hours, as shown (e.g. 11am-9pm).
                 * @example 11am-10pm
                 */
                hours: string;
            }[];
            /** @description Kept from the legacy site; not used. */
            className?: string;
            /**
             * @description A location left off the choose-location cards.
             * @default false
             */
            disabled?: boolean;
        };
        /** @description One page of the site. */
        Page: {
            /**
             * @description Site path of the page; legacy paths may have capitals (e.g. /hqusers/storeRedirect).
             * @example /about
             */
            path: string;
            /**
             * @description The page title.
             * @example About us
             */
            title: string;
            /**
             * @description The page's description for search engines and link previews; the shop's description when missing.
             * @example Family pizza since 1987.
             */
            description?: string;
            /**
             * @description landing, locations, category, content, form or redirect.
             * @example content
             * @enum {string}
             */
            kind: "landing" | "locations" | "category" | "content" | "form" | "redirect";
            /**
             * @description The large image at the top of the page.
             * @example about.jpg
             */
            heroImage?: string;
            /**
             * @description Paragraphs of text.
             * @example [
             *       "Family pizza since 1987."
             *     ]
             */
            body?: string[];
            /**
             * @description kind=category: the one menu category shown.
             * @example c-catering
             */
            categoryId?: string;
            /**
             * @description kind=form: which form.
             * @enum {string}
             */
            form?: "contact" | "catering";
            /**
             * @description kind=redirect: where the page sends the visitor.
             * @example /order
             */
            redirectTo?: string;
            when?: components["schemas"]["When"];
            /** @description Links shown on the page. */
            links?: {
                /**
                 * @description Link text.
                 * @example Order now
                 */
                label: string;
                /**
                 * @description Link target.
                 * @example /order
                 */
                href: string;
            }[];
        };
        /**
         * @description A percentage from 0 to 100, as a number or numeric string.
         * @example 9.5
         */
        Percent: number | string;
        /** @description How the site looks and what the checkout offers. */
        Presentation: {
            /**
             * @description Show the promo/gift code field at checkout.
             * @default false
             */
            promoField?: boolean;
            /**
             * @description The cashback panel at checkout.
             * @default {}
             */
            cashbackPanel?: {
                /**
                 * @description Show the panel; hidden means no cashback can be applied.
                 * @default true
                 */
                show?: boolean;
                /**
                 * @description Cashback can be applied only at or above this subtotal.
                 * @default 0
                 * @example 1000
                 */
                minSubtotalCents?: components["schemas"]["Cents"];
            };
            /**
             * @description Offer a tip on the confirmation page of card orders.
             * @default true
             */
            postOrderTipWidget?: boolean;
            /**
             * @description Banners shown on the site.
             * @default []
             * @example [
             *       {
             *         "id": "free-delivery",
             *         "text": "Free delivery over $50",
             *         "placement": "menu"
             *       }
             *     ]
             */
            banners?: {
                /**
                 * @description Banner id.
                 * @example free-delivery
                 */
                id: string;
                /**
                 * @description The banner text.
                 * @example Free delivery over $50
                 */
                text: string;
                /**
                 * @description Where the banner leads when tapped.
                 * @example /order
                 */
                link?: string;
                /**
                 * @description Where it shows: menu, checkout or home.
                 * @default menu
                 * @enum {string}
                 */
                placement?: "menu" | "checkout" | "home";
                when?: components["schemas"]["When"];
            }[];
            /**
             * @description Show the site notice (settings.news.holiday / contactFreeOptions).
             * @default true
             */
            siteNotice?: boolean;
            /**
             * @description The site header: the menu overlay's links (default: each location's menu and ordering links), the call to action beside the logo, and an optional line of text above the header.
             * @default {}
             */
            navigation?: {
                /** @description Links in the header's menu overlay. Missing means, for each location, '{label} Menu' to its base path and '{label} Ordering (Pickup/Delivery)' to its order link. */
                links?: {
                    /**
                     * @description Link text.
                     * @example Downtown Menu
                     */
                    label: string;
                    /**
                     * @description Link target.
                     * @example /downtown
                     */
                    href: string;
                }[];
                /** @description The call to action in the home header. Missing means 'Order' to the default location's order link. */
                orderLink?: {
                    /**
                     * @description Button text (e.g. Order).
                     * @example Order
                     */
                    label: string;
                    /**
                     * @description Button target.
                     * @example /downtown/order
                     */
                    href: string;
                };
                /**
                 * @description A line of text above the header on every page (e.g. 'Free delivery over $40'); none when missing.
                 * @example Free delivery over $40
                 */
                topBar?: string;
            };
            /**
             * @description Footer disclaimer, e.g. non-affiliation with a same-named business.
             * @example Not affiliated with Mario's Pizza of Chicago.
             */
            disclaimer?: string;
            /**
             * @description Show 'we must be able to contact you for us to make the order.'
             * @default false
             */
            contactRequiredMessage?: boolean;
            /**
             * @description Colour theme: light or dark (the customer may switch).
             * @default light
             */
            theme?: string;
            /**
             * @description Paths of the shop's ordering page on the site.
             * @default [
             *       "/order"
             *     ]
             * @example [
             *       "/order"
             *     ]
             */
            orderPaths?: string[];
            /**
             * @description Forms the site accepts (the server refuses others).
             * @default []
             * @example [
             *       "contact",
             *       "catering"
             *     ]
             */
            forms?: ("contact" | "catering")[];
            /**
             * @description The site's pages (landing, locations, content, a category, forms, redirects).
             * @default []
             */
            pages?: components["schemas"]["Page"][];
        };
        /** @description All given conditions must hold, in the shop's time zone. from > to runs past midnight. */
        Schedule: {
            days?: components["schemas"]["Days"];
            /**
             * @description Start time on the shop clock, HH:mm.
             * @example 11:00
             */
            from?: string;
            /**
             * @description End time on the shop clock, HH:mm (24:00 = midnight), exclusive.
             * @example 15:00
             */
            to?: string;
            /**
             * Format: date
             * @description First date it holds on (inclusive).
             * @example 2026-11-01
             */
            dateFrom?: string;
            /**
             * Format: date
             * @description Last date it holds on (inclusive).
             * @example 2026-12-31
             */
            dateTo?: string;
        };
        /** @description Shop settings under the legacy field names; every one has a default, so a profile lists only what differs. */
        Settings: {
            /**
             * @description Online ordering is open; false blocks every order with ORDERING_DISABLED.
             * @default true
             */
            enableOrdering?: boolean;
            /**
             * @description Sales tax percent. Not numeric means the 9.5 default.
             * @default 9.5
             */
            taxPercentage?: components["schemas"]["Percent"] | null;
            /**
             * @description Service fee percent of the subtotal after discount (step 5 of pricing), rounded half up.
             * @default 0
             * @example 3
             */
            allServicePercentage?: components["schemas"]["Percent"] | null;
            /**
             * @description A note explaining the service fee, kept from the legacy settings.
             * @example A 3% service fee supports our staff.
             */
            allServiceFeeNote?: string;
            /**
             * @description Opening hours for pickup and for delivery; time slots are offered only inside them.
             * @default {}
             */
            hours?: {
                /**
                 * @description Pickup (and dine-in) hours, one entry per open weekday.
                 * @default []
                 * @example [
                 *       {
                 *         "days": "mon-fri",
                 *         "timeRanges": [
                 *           {
                 *             "from": "11:00",
                 *             "to": "22:00"
                 *           }
                 *         ]
                 *       },
                 *       {
                 *         "days": "sat-sun",
                 *         "timeRanges": [
                 *           {
                 *             "from": "10:00",
                 *             "to": "23:30"
                 *           }
                 *         ]
                 *       }
                 *     ]
                 */
                pickUp?: (components["schemas"]["DayHours"] | components["schemas"]["HumanDayHours"])[];
                /**
                 * @description Delivery hours, one entry per open weekday.
                 * @default []
                 * @example [
                 *       {
                 *         "days": "fri",
                 *         "timeRanges": [
                 *           {
                 *             "from": "17:00",
                 *             "to": "21:00"
                 *           }
                 *         ]
                 *       }
                 *     ]
                 */
                delivery?: (components["schemas"]["DayHours"] | components["schemas"]["HumanDayHours"])[];
            };
            /**
             * @description Dates whose hours differ from the weekly `hours`: holidays when the shop is closed, short days, special openings. An entry covers one `date` or the dates `dateFrom` to `dateTo` (inclusive, on the shop's calendar). `closed: true` closes every kind of order that whole day (a range of the evening before that runs past midnight stops at midnight); otherwise `pickUp` and `delivery` replace that day's weekly hours for the kind they name (an empty list closes it) and a kind not named keeps its weekly hours. Dine-in follows `pickUp`, as in the weekly hours. `note` says why ('Thanksgiving'): the storefront says 'Closed today for Thanksgiving. Order ahead for Friday from 11:00 AM'. Dates may not overlap.
             * @default []
             * @example [
             *       {
             *         "date": "2025-11-27",
             *         "closed": true,
             *         "note": "Thanksgiving"
             *       },
             *       {
             *         "dateFrom": "2025-12-24",
             *         "dateTo": "2025-12-26",
             *         "pickUp": [
             *           {
             *             "from": "11:00",
             *             "to": "15:00"
             *           }
             *         ],
             *         "delivery": [],
             *         "note": "the holidays"
             *       }
             *     ]
             */
            specialHours?: components["schemas"]["SpecialHours"][];
            /**
             * @description How much the kitchen takes per time slot. With it, time slots are `slotMinutes` apart, and a slot that already holds `maxOrders` orders or `maxItems` items (every order not rejected or cancelled, accepted or not, whose due time falls in the slot) is not offered; ASAP moves to the first slot with room, saying so. `perType: true` counts pickup, delivery and dine-in apart under the same limits; per-type limits (`{ "pickup": {...}, "delivery": {...}, "dinein": {...} }`) count each kind apart under its own limits (a kind not named is not limited). Without `capacity`, slots are 30 minutes apart and never fill.
             * @example {
             *       "slotMinutes": 15,
             *       "maxOrders": 6,
             *       "maxItems": 30
             *     }
             * @example {
             *       "slotMinutes": 15,
             *       "perType": {
             *         "pickup": {
             *           "maxOrders": 4
             *         },
             *         "delivery": {
             *           "maxOrders": 2
             *         }
             *       }
             *     }
             */
            capacity?: components["schemas"]["Capacity"];
            /**
             * @description How many days ahead a customer may schedule an order (0 = today only).
             * @default 0
             * @example 2
             */
            scheduledOrderDaysAllowed?: number;
            /**
             * @description Offer ASAP only: no scheduled times, today or later.
             * @default false
             */
            disableScheduling?: boolean;
            /**
             * @description Smallest subtotal for a pickup order (PICKUP_MINIMUM below it).
             * @default 0
             * @example 1000
             */
            minimumPickupSubtotalInCents?: components["schemas"]["Cents"];
            /**
             * @description Minutes from ordering to pickup: the first pickup slot and the ASAP due time.
             * @default 25
             * @example 20
             */
            approxPickupWaitInMinutes?: number;
            /**
             * @description The shop's pickup address (directions start here).
             * @example 100 Main St, Los Angeles, CA 90012
             */
            deliveryAddress?: string;
            /**
             * @description The shop's position, for the locations map.
             * @example {
             *       "lat": 34.0522,
             *       "lng": -118.2437
             *     }
             */
            coordinates?: {
                /**
                 * @description Latitude.
                 * @example 34.0522
                 */
                lat: number;
                /**
                 * @description Longitude.
                 * @example -118.2437
                 */
                lng: number;
            };
            /**
             * @description Delivery only: a pickup cart is changed to delivery.
             * @default false
             */
            deliveryOnly?: boolean;
            /**
             * @description No cash payment: a cash cart is changed to card.
             * @default false
             */
            disableCash?: boolean;
            /**
             * @description No card payment: a card cart is changed to cash.
             * @default false
             */
            disableCredit?: boolean;
            /**
             * @description Offer tip choices at checkout.
             * @default true
             */
            pretip?: boolean;
            /**
             * @description Take dine-in orders; without it a DINEIN cart is blocked (DINE_IN_NOT_ALLOWED).
             * @default false
             */
            allowDineIn?: boolean;
            /**
             * @description Ask about utensils at checkout; an unanswered cart includes them.
             * @default false
             */
            enableUtensilsPicker?: boolean;
            /**
             * @description The countries whose phone numbers the shop takes (ISO 3166-1 alpha-2 codes, e.g. "US", "CA"): a phone in an order, a cashback look-up, a rewards sign-up or a verification text must be a real number (libphonenumber's full metadata) of one of them, else it is refused with PHONE_INVALID or PHONE_COUNTRY. The first country is assumed for numbers typed without a + country code. Verification codes are texted only to numbers that can receive texts (mobile, or a US/Canada-style number that may be mobile).
             * @default [
             *       "US"
             *     ]
             * @example [
             *       "US",
             *       "CA"
             *     ]
             */
            phoneCountries?: string[];
            /**
             * @description Cashback on this shop's orders (earned by every order, card or paid in person: cashbackPercentageAsInteger of the invoice, credited when a card payment is confirmed or when staff mark a pay-in-person order completed; spent: at checkout). Off unless the profile turns it on; `shopctl import` writes the legacy shop's own setting (the legacy storefront had it on).
             * @default false
             */
            enableCashback?: boolean;
            /**
             * @description Percent of the invoice an order earns as cashback, rounded down (when enableCashback is on).
             * @default 5
             * @example 5
             */
            cashbackPercentageAsInteger?: number;
            /**
             * @description Largest invoice paid in cash (CASH_LIMIT above it, with the legacy message); $10.00 (1000) or less sets no limit of its own, and payInPersonMaxCents applies instead.
             * @default 0
             * @example 10000
             */
            maxCashOrderTotalInCents?: components["schemas"]["Cents"];
            /**
             * @description Largest invoice of an order paid in person (cash) when maxCashOrderTotalInCents sets no limit (is $10.00 or less): PAY_IN_PERSON_LIMIT above it, so nobody can reserve an unbounded unpaid order. 0 turns this ceiling off.
             * @default 50000
             * @example 30000
             */
            payInPersonMaxCents?: components["schemas"]["Cents"];
            /**
             * @description Most units of an item one cart line may hold (LINE_QUANTITY_LIMIT above it); a larger order is arranged with the shop.
             * @default 50
             * @example 20
             */
            maxQuantityPerLine?: number;
            /**
             * @description The largest tip a card order may carry, at checkout or added after the order: the larger of `cents` and `percentOfPreTipTotal`% of the pre-tip total (TIP_TOO_LARGE above it).
             * @default {
             *       "cents": 5000,
             *       "percentOfPreTipTotal": 100
             *     }
             */
            tipCap?: {
                /**
                 * @description A tip up to this is always allowed.
                 * @default 5000
                 * @example 5000
                 */
                cents?: components["schemas"]["Cents"];
                /**
                 * @description A tip up to this percent of the pre-tip total is allowed (when more than `cents`).
                 * @default 100
                 * @example 100
                 */
                percentOfPreTipTotal?: number;
            };
            /**
             * @description The tip choices checkout offers (with pretip) and the post-order tip widget offers; every field left out keeps the legacy choice: over $10.00 before tip 10, 15 and 20%, else $1 to $4, then Custom and Not now, nothing pre-selected. The quote carries the choices, with the pre-selected one, as data (tipChoices, postOrderTipChoices).
             * @example {
             *       "percentChoices": [
             *         15,
             *         18,
             *         20,
             *         25
             *       ],
             *       "defaultPercent": 18
             *     }
             */
            tips?: {
                /**
                 * @description Percent buttons (of the pre-tip total, rounded half up), offered when the pre-tip total is over percentChoicesOverCents; also the post-order widget's buttons.
                 * @default [
                 *       10,
                 *       15,
                 *       20
                 *     ]
                 * @example [
                 *       15,
                 *       18,
                 *       20,
                 *       25
                 *     ]
                 */
                percentChoices?: number[];
                /**
                 * @description Dollar buttons, in cents, offered when the pre-tip total is at or below percentChoicesOverCents.
                 * @default [
                 *       100,
                 *       200,
                 *       300,
                 *       400
                 *     ]
                 * @example [
                 *       100,
                 *       200,
                 *       300,
                 *       400
                 *     ]
                 */
                amountChoicesCents?: number[];
                /**
                 * @description The threshold: a pre-tip total over this is offered the percent choices, one at or below it the dollar choices.
                 * @default 1000
                 * @example 1000
                 */
                percentChoicesOverCents?: number;
                /**
                 * @description The percent choice pre-selected when percents are offered (one of percentChoices); none = nothing pre-selected (Not now).
                 * @example 18
                 */
                defaultPercent?: number;
                /**
                 * @description The dollar choice pre-selected when dollars are offered (one of amountChoicesCents), in cents.
                 * @example 200
                 */
                defaultAmountCents?: number;
            };
            /**
             * @description A donation the customer may add at checkout (card orders only).
             * @default {}
             */
            donation?: {
                /**
                 * @description Offer the donation at checkout.
                 * @default false
                 */
                enableDonation?: boolean;
                /**
                 * @description The question shown beside the donation box.
                 * @example Add $1.99 for the local food bank?
                 */
                donationPrompt?: string;
                /**
                 * @description Let the customer choose the amount (the cart's restaurantDonationCents).
                 * @default false
                 */
                allowCustomAmount?: boolean;
                /**
                 * @description Donation in cents.
                 * @default 199
                 * @example 199
                 */
                defaultAmount?: components["schemas"]["Cents"];
            };
            /**
             * @description Lead times for delivery.
             * @default {}
             */
            leadTime?: {
                /**
                 * @description Minutes from ordering to delivery: the first delivery slot and the ASAP due time without a traffic estimate.
                 * @default 45
                 * @example 50
                 */
                defaultDeliveryEstimate?: number;
            };
            /**
             * @description Site notice text.
             * @default {}
             */
            news?: {
                /**
                 * @description A notice shown at the top of the site (e.g. holiday hours).
                 * @example Closed on Thanksgiving Day.
                 */
                holiday?: string;
            };
            /**
             * @description Show a 'contact-free options' link in the site notice.
             * @default false
             */
            contactFreeOptions?: boolean;
            /**
             * @description Kept from the legacy storefront; not used.
             * @default {}
             */
            customComponents?: {
                /** @description Kept from the legacy storefront; not used. */
                pages?: string[];
                /** @description Kept from the legacy storefront; not used. */
                header?: string;
                /** @description Kept from the legacy storefront; not used. */
                filters?: string[];
                /**
                 * @description Kept from the legacy storefront; not used.
                 * @default false
                 */
                preloadMenuData?: boolean;
                /**
                 * @description Kept from the legacy storefront; not used.
                 * @default false
                 */
                hideSiteNotice?: boolean;
            };
            /**
             * @description Per-product menu settings keyed by product id (legacy 'settings text').
             * @default {}
             * @example {
             *       "p-tamale": {
             *         "outOfStock": "OUT_OF_STOCK"
             *       }
             *     }
             */
            menuSettings?: {
                [key: string]: {
                    /**
                     * @description "OUT_OF_STOCK" shows the product as out of stock, so it cannot be ordered; "" clears it.
                     * @enum {string}
                     */
                    outOfStock?: "OUT_OF_STOCK" | "";
                };
            };
            /**
             * @description Delivery: distance limit, fees (when the profile has no delivery-fee rule), minimum and switches.
             * @default {}
             */
            delivery?: {
                /**
                 * @description Linear fee: the fee up to baseFeeMiles (used when the profile has no delivery-fee rule).
                 * @default 0
                 * @example 299
                 */
                baseFeeInCents?: components["schemas"]["Cents"];
                /**
                 * @description Addresses at or beyond this many miles are not delivered to (NOT_DELIVERABLE).
                 * @default 5
                 * @example 8
                 */
                maxDistanceInMiles?: number;
                /**
                 * @description Linear fee: cents per mile beyond baseFeeMiles, rounded half up.
                 * @default 0
                 * @example 75
                 */
                feeInCentsPerMile?: components["schemas"]["Cents"];
                /**
                 * @description Linear fee: the miles the base fee covers.
                 * @default 0
                 * @example 2
                 */
                baseFeeMiles?: number;
                /**
                 * @description Delivery is free when the subtotal (before discount) is above this; 0 means never free.
                 * @default 0
                 * @example 5000
                 */
                freeDeliveryQualifyingSubtotalInCents?: components["schemas"]["Cents"];
                /**
                 * @description Legacy band table: up to 5 miles $2.95, then $5.00.
                 * @default false
                 */
                useStepFunction?: boolean;
                /**
                 * @description Legacy band table: up to 4 miles the base fee, then $5.00.
                 * @default false
                 */
                fiveOverFour?: boolean;
                /**
                 * @description Legacy band table: up to 3 miles free, then $3.00.
                 * @default false
                 */
                threeOverThree?: boolean;
                /**
                 * @description Legacy band table: up to 3 miles the base fee, then $5.00.
                 * @default false
                 */
                fiveOverThree?: boolean;
                /**
                 * @description Legacy band table: $6.40 up to 1 mile, $8.30 up to 2, $10.20 up to 3, $12.10 up to 4, then $14.00.
                 * @default false
                 */
                useUberEatsStep?: boolean;
                /**
                 * @description Smallest subtotal for a delivery order (DELIVERY_MINIMUM below it).
                 * @default 0
                 * @example 1500
                 */
                minimumDeliverySubtotalInCents?: components["schemas"]["Cents"];
                /**
                 * @description No delivery: a delivery cart is blocked (DELIVERY_DISABLED).
                 * @default false
                 */
                disableDelivery?: boolean;
                /**
                 * @description Delivery is paid by card only: a cash delivery cart is changed to card.
                 * @default false
                 */
                deliveryCreditOnly?: boolean;
                /**
                 * @description Minutes to drop-off, added to the cart's traffic duration for the delivery ETA.
                 * @default 45
                 */
                defaultOrderStartsDropoffMinutes?: number;
                /**
                 * @description Drivers are short: delivery orders are blocked (NOT_ENOUGH_DRIVERS).
                 * @default false
                 */
                notEnoughDriver?: boolean;
                /**
                 * @description The message shown when drivers are short.
                 * @example Not enough drivers right now; please order pickup.
                 */
                notEnoughDriverText?: string;
                /**
                 * @description Kept from the legacy settings; not used.
                 * @default false
                 */
                leaveAtDoorPostmates?: boolean;
                /** @description Kept from the legacy settings; not used. */
                leaveAtDoorPostmatesNote?: string;
            };
        };
        /**
         * @description Stable shop id, used in URLs and the API.
         * @example marios-downtown
         */
        ShopId: string;
        /** @description The site a shop belongs to; the site's id is the host name (http://{id}.localhost:8787/). */
        Site: {
            /**
             * @description Site id: the folder under shops/ and the first label of the host name.
             * @example marios
             */
            id: string;
            /**
             * @description The site's name, shown in the header and page titles.
             * @example Mario's
             */
            name?: string;
            /** @example marios-downtown */
            defaultShopId?: components["schemas"]["ShopId"];
        };
        /** @description One special date or range of dates: closed, or its own hours for pickup and/or delivery. Give `date`, or `dateFrom` and `dateTo`. */
        SpecialHours: {
            /**
             * @description The date (YYYY-MM-DD).
             * @example 2025-11-27
             */
            date?: components["schemas"]["DateText"];
            /**
             * @description First date of a range (inclusive).
             * @example 2025-12-24
             */
            dateFrom?: components["schemas"]["DateText"];
            /**
             * @description Last date of a range (inclusive); not before dateFrom.
             * @example 2025-12-26
             */
            dateTo?: components["schemas"]["DateText"];
            /**
             * @description Closed all day: no pickup, delivery or dine-in, no slot, and an order due that day is refused.
             * @example true
             */
            closed?: boolean;
            /**
             * @description Pickup (and dine-in) hours that day, in place of the weekly ones; [] = no pickup that day.
             * @example [
             *       {
             *         "from": "11:00",
             *         "to": "15:00"
             *       }
             *     ]
             */
            pickUp?: (components["schemas"]["TimeRange"] | components["schemas"]["HumanTimeRange"])[];
            /**
             * @description Delivery hours that day, in place of the weekly ones; [] = no delivery that day.
             * @example []
             */
            delivery?: (components["schemas"]["TimeRange"] | components["schemas"]["HumanTimeRange"])[];
            /**
             * @description Why: shown to customers ('Closed today for Thanksgiving.') and printed by shopctl explain.
             * @example Thanksgiving
             */
            note?: string;
        };
        /** @description (Legacy form; write "HH:mm" times instead, see HumanTimeRange.) Milliseconds after local midnight. `to` may exceed 86400000 to run past midnight. */
        TimeRange: {
            /**
             * @description Opening, in milliseconds after local midnight (39600000 = 11:00).
             * @example 39600000
             */
            from: number;
            /**
             * @description Closing, in milliseconds after local midnight (79200000 = 22:00); over 86400000 runs past midnight.
             * @example 79200000
             */
            to: number;
        };
        /** @description A weekday: a name mon, tue, wed, thu, fri, sat, sun, or (legacy) a number, 0 = Sunday ... 6 = Saturday. */
        Weekday: number | string;
        /** @description A schedule, the name of one in `schedules`, or a list (any of them). */
        When: components["schemas"]["Schedule"] | string | (components["schemas"]["Schedule"] | string)[];
        /**
         * Allergen
         * @description A major allergen, from the fixed list: the union of the US major nine (FALCPA and the FASTER Act) and the EU fourteen (Regulation 1169/2011 Annex II). milk; eggs; fish; crustaceans (crustacean shellfish: shrimp, crab, lobster); molluscs (clams, mussels, oysters, squid); tree-nuts (almonds, walnuts, cashews, ...); peanuts; gluten (cereals containing gluten: rye, barley, oats, spelt); wheat (wheat is also gluten: a product with wheat counts as containing gluten); soy; sesame; celery; mustard; lupin; sulphites (sulphur dioxide and sulphites above 10 mg/kg). An unknown id is UNKNOWN_ALLERGEN, with the id meant.
         * @example peanuts
         * @enum {string}
         */
        Allergen: "milk" | "eggs" | "fish" | "crustaceans" | "molluscs" | "tree-nuts" | "peanuts" | "gluten" | "wheat" | "soy" | "sesame" | "celery" | "mustard" | "lupin" | "sulphites";
        /**
         * DietaryLabel
         * @description A dietary label, from the fixed list: vegetarian, vegan (also counted as vegetarian by the menu's filters), gluten-free, dairy-free, nut-free, halal, kosher, spicy. An unknown label is UNKNOWN_DIETARY_LABEL, with the label meant.
         * @example vegetarian
         * @enum {string}
         */
        DietaryLabel: "vegetarian" | "vegan" | "gluten-free" | "dairy-free" | "nut-free" | "halal" | "kosher" | "spicy";
        Error: {
            error: {
                code: string;
                message: string;
                /** @description JSON pointer into the body, or query:NAME / header:NAME. */
                path?: string;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * OrderRequest
         * @description Every CartInput field, plus expectedInvoiceCents: the total the customer saw; a different fresh total is refused with 409 PRICE_CHANGED. Card orders carry the card token (Stripe) or a Stripe test card number (offline provider) in paymentMethod.
         */
        OrderRequest: {
            /**
             * @description Path or URL of this schema, so editors autocomplete.
             * @example ../../../schemas/cart.schema.json
             */
            $schema?: string;
            /**
             * @description The shop the cart is for; shopctl price with a site folder picks that profile.
             * @example test
             */
            shopId?: string;
            /**
             * @description The lines of the cart, in order (quote line i is cart line i).
             * @example [
             *       {
             *         "productId": "t-cheeseburger",
             *         "quantity": 2,
             *         "customerPicks": {
             *           "t-bun-brioche": true
             *         }
             *       }
             *     ]
             */
            products: components["schemas"]["CartLine"][];
            /**
             * @description How the order is fulfilled.
             * @default PICKUP
             * @example DELIVERY
             */
            cartType?: components["schemas"]["CartType"];
            /**
             * @description How the order is paid.
             * @default CASH
             * @example CARD
             */
            paymentType?: components["schemas"]["PaymentType"];
            /**
             * @description A promotion code as typed (any case); a code that matches nothing is noted in the trace.
             * @example save20
             */
            promoCode?: string | null;
            /**
             * @description The tip: a percent of the pre-tip total or an amount in cents; "default" takes the shop's pre-selected choice (settings.tips: defaultPercent over the threshold, else defaultAmountCents; none when the shop has none); nothing for cash.
             * @default null
             * @example {
             *       "percent": 15
             *     }
             */
            tip?: null | "default" | {
                /**
                 * @description Tip percent of the pre-tip total, rounded half up.
                 * @example 15
                 */
                percent: number;
            } | {
                /**
                 * @description Tip in cents.
                 * @example 300
                 */
                cents: number;
            };
            /**
             * @description Cashback cents to spend on this order; capped at what is owed.
             * @default 0
             * @example 500
             */
            appliedCashback?: number;
            /**
             * @description Driving distance to the delivery address, for shopctl price (which simulates); the order API ignores it and measures the distance to deliveryAddress itself.
             * @example 3.2
             */
            distanceInMiles?: number | null;
            /**
             * @description Driving distance; converted to miles (x 0.00062, 1 decimal) when distanceInMiles is absent. Ignored by the order API, like distanceInMiles.
             * @example 5150
             */
            distanceInMeters?: number | null;
            /**
             * @description Driving time; the delivery ETA is the drop-off minutes plus this (rounded up). Ignored by the order API, which measures it.
             * @example 14
             */
            durationInTrafficMinutes?: number | null;
            /**
             * @description False when the address could not be geocoded (shopctl price only; the order API ignores it).
             * @example true
             */
            isDeliverable?: boolean | null;
            /**
             * @description The customer agreed to the shop's donation.
             * @default false
             */
            agreeToDonate?: boolean;
            /**
             * @description The customer ticked 'I am 21 or older and will show ID' (with the cart's minimum age): needed when an item has a minimumAge (AGE_CONFIRMATION_REQUIRED without it).
             * @default false
             */
            ageConfirmed?: boolean;
            /**
             * @description The customer's allergy note for the whole order, at most 300 characters (ALLERGY_NOTE_TOO_LONG over that): kept with the order and printed first on the kitchen ticket, above the items; shown on the confirmation and the receipt.
             * @example Severe peanut allergy: no peanuts or peanut oil, please
             */
            allergyNote?: string | null;
            /**
             * @description A donation amount of the customer's choosing (used when the shop allows custom amounts).
             * @example 500
             */
            restaurantDonationCents?: number;
            /**
             * @description Utensils wanted or declined; unanswered means included when the shop asks.
             * @enum {string|null}
             */
            utensilsOption?: "ADD_UTENSILS" | "NO_UTENSILS" | null;
            /**
             * @description ASAP or an ISO date-time from the offered slots.
             * @example ASAP
             */
            pickupTime?: string | null;
            /**
             * @description ASAP or an ISO date-time from the offered delivery slots.
             * @example 2026-03-10T18:30:00-07:00
             */
            deliveryTime?: string | null;
            /**
             * @description The customer's name (NAME_REQUIRED when blank).
             * @example Alex Rivera
             */
            name?: string | null;
            /**
             * @description The customer's phone (PHONE_REQUIRED when blank); cashback is kept by phone.
             * @example (213) 555-0142
             */
            phone?: string | null;
            /**
             * @description The customer's e-mail, for the receipt and the order's messages. The quote and order API refuse one that is not a single e-mail address (INVALID_EMAIL at /email): a line break or other control character, more than 254 characters, or more than 64 before the @.
             * @example alex@example.com
             */
            email?: string | null;
            /**
             * @description The delivery address as typed or suggested; the order API measures its distance from the shop with its maps provider.
             * @example 100 N Brand Blvd, Glendale, CA 91203
             */
            deliveryAddress?: string | null;
            /** @description The address as the maps provider split it; stored with the order. */
            addressComponents?: Record<string, never> | null;
            /**
             * @description Apartment or suite, printed on the receipt.
             * @example Apt 4
             */
            unitNumber?: string | null;
            /**
             * @description Notes for the driver, printed on the receipt.
             * @example Ring twice
             */
            deliveryInstructions?: string | null;
            /** @description The dine-in choice (e.g. a table), stored with the order. */
            dineInOption?: string | null;
            /** @description Kept from the legacy cart; stored with the order. */
            tabNumber?: string | null;
            /** @description Kept from the legacy cart; stored with the order. */
            enableSecretDineIn?: boolean | null;
            /** @description Campaign data from the storefront, stored with the order. */
            analytics?: Record<string, never> | null;
            /**
             * @description Card token or test card number for the payment provider (orders only).
             * @example 4242424242424242
             */
            paymentMethod?: string | null;
            /** @description Accepted for compatibility with the legacy cart and ignored: the engine computes it. */
            deliveryFeeInCents?: number | null;
            /** @description Accepted for compatibility with the legacy cart and ignored: the engine computes it. */
            cashback?: number | null;
            /** @description Accepted for compatibility with the legacy cart and ignored: the engine computes it. */
            preTipPrimaryCents?: number | null;
            /** @description Accepted for compatibility with the legacy cart and ignored: the engine computes it. */
            promoFreeDelivery?: boolean | null;
            expectedInvoiceCents?: number;
        };
        OrderCreated: {
            orderId: string;
            shopId: string;
            /** @enum {string} */
            paymentStatus?: "not_paid" | "pending" | "paid";
            /** @description A charged card order only: the secret that lets this browser add a post-order tip (send it to POST .../tips). Keep it; it is not shown again. */
            tipToken?: string;
            quote: components["schemas"]["Quote"];
        };
        Menu: {
            shopId: string;
            /** @description The instant resolved, ISO 8601 with the shop offset. */
            at: string;
            timeZone: string;
            /**
             * @description The order type resolved for (?cartType, else the default PICKUP): an item not for it is unavailable, labelled with the types it can be ordered for.
             * @enum {string}
             */
            cartType?: "PICKUP" | "DELIVERY" | "DINEIN";
            /** @description The most products a category's products list holds. */
            cap: number;
            categories: {
                id: string;
                name: string;
                disableOrder?: boolean;
                totalProducts: number;
                products: {
                    id: string;
                    name: string;
                    description?: string;
                    categoryId: string;
                    /** @description After price rules; market-price items are 0. */
                    priceCents: number;
                    marketPrice?: boolean;
                    visible?: boolean;
                    available?: boolean;
                    orderable: boolean;
                    /** @description Why it cannot be ordered ('*OUT OF STOCK', 'Dine-in only'). */
                    label?: string;
                    /** @description Unavailable for this order type only: the order types it can be ordered for. */
                    onlyFor?: ("PICKUP" | "DELIVERY" | "DINEIN")[];
                    /** @description Age-restricted: checkout asks the customer to confirm this age and staff check ID. */
                    minimumAge?: number;
                    /** @description The labels of the profile's badge rules that match it now ('New', 'Halal'). */
                    badges?: string[];
                    /** @description Dietary labels: the menu's, and those its badges name; drawn as badges and offered as filters. */
                    dietary?: components["schemas"]["DietaryLabel"][];
                    /** @description The allergens the menu lists for it (wheat adding gluten); absent when the menu lists none. */
                    allergens?: components["schemas"]["Allergen"][];
                    /** @description What it contains as it opens: its allergens, its options that start picked, what every option of a required group has; present when allergens is. */
                    contains?: components["schemas"]["Allergen"][];
                    modgroups?: {
                        id: string;
                        name: string;
                        type?: string;
                        required?: boolean;
                        modifiers: {
                            id: string;
                            name: string;
                            priceCents: number;
                            available?: boolean;
                            /** @description The allergens the option adds when picked. */
                            allergens?: components["schemas"]["Allergen"][];
                        }[];
                    }[];
                }[];
            }[];
        };
        ContactForm: {
            /** @description A location id or label from the shop's locations. */
            location: string;
            name: string;
            /** Format: email */
            email: string;
            phone?: string | null;
            message: string;
            /** @description Honeypot: a non-empty value drops the submission quietly. */
            "bot-field"?: string | null;
        };
        CateringForm: {
            /** @description A location id or label from the shop's locations. */
            location: string;
            name: string;
            /** Format: email */
            email: string;
            phone: string;
            /** Format: date */
            eventDate: string;
            eventTime: string;
            guestCount: number;
            /** @enum {string} */
            eventType: "corporate" | "wedding" | "birthday" | "graduation" | "meeting" | "other";
            /** @enum {string|null} */
            budget?: "under-500" | "500-1000" | "1000-2000" | "2000-5000" | "over-5000" | "" | null;
            dietaryRestrictions?: string | null;
            message?: string | null;
            /** @description Honeypot: a non-empty value drops the submission quietly. */
            "bot-field"?: string | null;
        };
        Subscription: {
            orderId?: string | null;
            name?: string | null;
            /** Format: email */
            email: string;
            shopId?: string;
        };
        Rewards: {
            /** @enum {string} */
            action: "click-link" | "redeem";
            originalPhone: string;
            preferredPhone?: string | null;
            shopId?: string;
        };
        PhoneVerification: {
            phone: string;
        };
        PhoneVerificationConfirm: {
            phone: string;
            code: string;
        };
        /** @description A post-order tip: tipsInCents or tipPercent (one of them), the tipToken of the order's 201 answer (or a Tip-Token header), and confirm: false to preview the amount without charging it. */
        Tip: {
            tipsInCents?: number;
            /** @description One of the shop's percent buttons (settings.tips.percentChoices; 10, 15 or 20 by default). */
            tipPercent?: number;
            tipToken?: string;
            /** @default true */
            confirm?: boolean;
            order_id?: string;
            r_id?: string;
        };
        DeliveryQuoteRequest: {
            address: string;
            /** @description The cart to price for delivery to this address: the body POST .../quote takes, checked the same way (an error's path is under /cart). It is priced as a DELIVERY cart at the measured distance, so feeCents is its own fee (0 when its subtotal is over the free-delivery threshold); its cartType, deliveryAddress and any distance or fee it carries are replaced. Without it, feeCents is the fee of an empty cart. */
            cart?: components["schemas"]["CartInput"];
            /** @description Ignored (accepted so older clients are not refused): send cart for the fee of a cart. */
            subtotalCents?: number;
        };
        StatusChange: {
            /** @enum {unknown} */
            status: "placed" | "accepted" | "ready" | "completed" | "rejected" | "cancelled";
            /** @description Minutes until ready, when accepting (default: the shop's defaultPrepMinutes). */
            prepMinutes?: number;
            /**
             * @description Why, when rejecting (required then).
             * @enum {unknown}
             */
            reason?: "TOO_BUSY" | "OUT_OF_ITEMS" | "CLOSED" | "OTHER";
        };
        WebhookEndpoints: {
            endpoints: {
                url: string;
                secret: string;
                events?: ("order.placed" | "order.status")[];
                active?: boolean;
            }[];
        };
        StaffSignIn: {
            email: string;
            password: string;
        };
        StaffPasswordChange: {
            currentPassword: string;
            /** @description At least 10 characters. */
            newPassword: string;
        };
        StaffInvite: {
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: "owner" | "manager" | "staff";
            /** @description Site ids (a profile's site.id, or its shopId); required for a manager or staff, empty for an owner. */
            sites?: string[];
        };
        ShopList: {
            shops: {
                shopId: string;
                /** @description The shop's name (identity.name). */
                name: string;
                /** @description The site (brand) it belongs to, or null for a shop on its own. */
                site: components["schemas"]["Site"] | null;
                /** @description The path its pages live under on its site; '' for a single-location site. */
                basePath: string;
                city: string | null;
                /** @description IANA time zone: the shop's clock. */
                timeZone: string;
            }[];
        };
        /** @description The public profile: the shop profile's identity, settings (defaults filled in) and presentation; its rules, promo codes, menu source and legacy ids stay on the server. */
        PublicShop: {
            shopId: string;
            site: components["schemas"]["Site"] | null;
            identity: components["schemas"]["Identity"];
            settings: components["schemas"]["Settings"];
            presentation: components["schemas"]["Presentation"];
        };
        CashbackBalance: {
            phone: string;
            cashbackCents: number;
        };
        PhoneCodeSent: {
            phone: string;
            expiresInSeconds: number;
        };
        PhoneVerified: {
            phone: string;
            /** @description Send as X-Phone-Token (API clients; browsers have the cookie). */
            token: string;
            /** Format: date-time */
            verifiedUntil: string;
            cashbackCents: number;
        };
        SubscriptionDone: {
            /** @constant */
            success: true;
            /** @description 'Thanks for Subscribing!' */
            message: string;
        };
        FormReceived: {
            /** @constant */
            success: true;
            /** @description The thanks to show in place of the form. */
            message: string;
        };
        RewardsAnswer: {
            /** @description What to show the customer. */
            message: string;
            /** @description redeem: the balance after the credit. */
            cashbackCents?: number;
        };
        DeliveryQuote: {
            /** @description The address as the maps provider formats it. */
            address: string;
            miles: number;
            deliverable: boolean;
            /** @description The delivery fee of the cart sent (of an empty cart when none was sent); 0 when not deliverable. */
            feeCents: number;
            etaMinutes: number;
            maxDistanceInMiles: number;
            /** @description Why it cannot be delivered (only when not deliverable). */
            message?: string;
        };
        AddressSuggestions: {
            suggestions: {
                text: string;
            }[];
        };
        TipPreview: {
            /** @constant */
            preview: true;
            tipCents: number;
            /** @description 'Add a $X.XX tip to your card?' */
            message: string;
        };
        TipCharged: {
            /** @constant */
            success: true;
            /** @description 'Thanks for tipping!' */
            message: string;
            tipCents: number;
            order: components["schemas"]["Order"];
        };
        /** @description confirm: false answers the preview; a confirmed tip answers the charge with the order as it is now. */
        TipAnswer: components["schemas"]["TipPreview"] | components["schemas"]["TipCharged"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listShops: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every shop */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopList"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getShop: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicShop"];
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMenu: {
        parameters: {
            query?: {
                /** @description ISO date-time to resolve the menu at; without an offset it is read on the shop's clock, and a date alone is the start of that day there */
                at?: string;
                /** @description PICKUP (default), DELIVERY or DINEIN: items not for it are listed unavailable */
                cartType?: string;
            };
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resolved menu */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Menu"];
                };
            };
            /** @description Not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description BAD_URL: the address has an invalid %-escape; INVALID_QUERY, INVALID_TEXT, PHONE_TOO_SHORT, PHONE_INVALID: a query parameter is missing or not valid (path names it, as query:NAME) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createQuote: {
        parameters: {
            query?: {
                /** @description ISO date-time to price the cart at (a simulation: schedules, promotions' dates and offered times as at that instant; an order is always priced at the server clock); without an offset it is read on the shop's clock */
                at?: string;
            };
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartInput"];
            };
        };
        responses: {
            /** @description The quote (with a CASHBACK_UNAVAILABLE blocker when the cart's phone, verified on this client, has less cashback than it applies) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description INVALID_QUERY at query:at; INVALID_EMAIL at /email; CART_TOO_LARGE (over 100 lines); QUANTITY_TOO_LARGE (a line over 999); ALLERGY_NOTE_TOO_LONG; the cart schema's own codes (path names the field); BAD_URL: the address has an invalid %-escape; INVALID_QUERY, INVALID_TEXT, PHONE_TOO_SHORT, PHONE_INVALID: a query parameter is missing or not valid (path names it, as query:NAME); BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this client; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description Unique per order attempt (1-200 visible characters) */
                "Idempotency-Key": string;
            };
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderRequest"];
            };
        };
        responses: {
            /** @description Order placed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderCreated"];
                };
            };
            /** @description INVALID_EMAIL at /email; PHONE_INVALID, PHONE_COUNTRY at /phone; CART_TOO_LARGE (over 100 lines); QUANTITY_TOO_LARGE (a line over 999); ALLERGY_NOTE_TOO_LONG; the cart schema's own codes (path names the field); BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PHONE_NOT_VERIFIED: the phone was not verified on this client */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CARD_DECLINED */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PRICE_CHANGED, with the fresh quote; IDEMPOTENCY_KEY_IN_USE (at header:Idempotency-Key, with a Retry-After header and retryAfterSeconds): the request that holds this key (a card still being charged, maybe on another server) did not answer within the 10 s a retry waits for it; send the same request again with the same key after Retry-After seconds (it answers the first result, and never places or charges twice) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ORDERING_PAUSED while the shop pauses this kind of order, else ORDER_BLOCKED (both with the blockers and the quote; a refused promo code is PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USED_UP, PROMO_PHONE_NOT_VERIFIED, PROMO_FIRST_ORDER_ONLY, PROMO_ALREADY_USED or PROMO_MIN_ITEMS at /promoCode), CASHBACK_UNAVAILABLE, IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this client; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id; ORDER_NOT_FOUND: this shop has no order with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id; ORDER_NOT_FOUND: this shop has no order with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this client; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RECEIPT_BUSY: every receipt worker is busy and the queue is full; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addTip: {
        parameters: {
            query?: never;
            header?: {
                /** @description The tipToken of the order's 201 answer (or send it in the body) */
                "Tip-Token"?: string;
            };
            path: {
                shopId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tip"];
            };
        };
        responses: {
            /** @description Preview (confirm: false): the amount and 'Add a $X.XX tip to your card?'. Charged: 'Thanks for tipping!' and the order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TipAnswer"];
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CARD_DECLINED: the tip was not charged and not recorded */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TIP_NOT_ALLOWED: no tip token, or not this order's */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id; ORDER_NOT_FOUND: this shop has no order with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TIP_ALREADY_ADDED; TIP_ORDER_CLOSED (the order was rejected or cancelled and its card payment refunded: it takes no tip, and a tip charged while that happened is refunded) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TIP_TOO_LARGE (over the larger of $50 and the pre-tip total), TIP_NOT_ALLOWED (not a card order with an invoice), TIP_NOT_OFFERED (a tipPercent that is not one of the shop's settings.tips.percentChoices) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this client; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    orderEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id; ORDER_NOT_FOUND: this shop has no order with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStaffOrders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StaffOrder[] */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStaffOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StaffOrder */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id; ORDER_NOT_FOUND: this shop has no order with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusChange"];
            };
        };
        responses: {
            /** @description The order (StaffOrder) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id; ORDER_NOT_FOUND: this shop has no order with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INVALID_TRANSITION */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PREP_MINUTES_REQUIRED, REASON_REQUIRED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getKitchenTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/html or application/octet-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id; ORDER_NOT_FOUND: this shop has no order with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    staffEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { endpoints } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpoints"];
            };
        };
        responses: {
            /** @description { endpoints } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description WEBHOOK_URL_NOT_PUBLIC: an address of this host, a private network or a reserved range, or a name resolving to one (path /endpoints/{i}/url); BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { deliveries } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description DELIVERY_NOT_FOUND; SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCashback: {
        parameters: {
            query: {
                /** @description The phone number: 10 to 40 characters */
                phone: string;
            };
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The phone's balance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashbackBalance"];
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; INVALID_QUERY, INVALID_TEXT, PHONE_TOO_SHORT, PHONE_INVALID: a query parameter is missing or not valid (path names it, as query:NAME) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PHONE_NOT_VERIFIED: the phone was not verified on this client */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this client; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneVerification"];
            };
        };
        responses: {
            /** @description The code was texted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneCodeSent"];
                };
            };
            /** @description PHONE_INVALID, PHONE_COUNTRY (not a real number of the shop's phoneCountries), PHONE_CANNOT_TEXT (not a mobile number); BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CODE_RECENTLY_SENT (one text per 30 s per phone), CODE_ATTEMPTS (5 wrong codes this hour), TEXT_LIMIT_PHONE, TEXT_LIMIT_ADDRESS, TEXT_LIMIT_SHOP (texts per hour); with Retry-After; RATE_LIMITED: too many requests from this client; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneVerificationConfirm"];
            };
        };
        responses: {
            /** @description The phone is verified on this browser */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneVerified"];
                };
            };
            /** @description CODE_INVALID, CODE_EXPIRED, PHONE_INVALID; BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CODE_ATTEMPTS: 5 guesses per phone per hour, new codes included; RATE_LIMITED: too many requests from this client; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Subscription"];
            };
        };
        responses: {
            /** @description Signed up (also when already on the list) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionDone"];
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this client; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signUpForRewards: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Rewards"];
            };
        };
        responses: {
            /** @description The message to show; redeem adds the balance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardsAnswer"];
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PHONE_NOT_VERIFIED: the phone was not verified on this client */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description REWARDS_NOT_OFFERED: checkout at this shop cannot spend cashback (enableCashback off, or the cashback panel hidden), so it has no sign-up; SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this client; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitContactForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactForm"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormReceived"];
                };
            };
            /** @description INVALID_EMAIL; PHONE_INVALID, PHONE_COUNTRY: a phone given is not a real number of the shop's phoneCountries; BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this client; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitCateringForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CateringForm"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormReceived"];
                };
            };
            /** @description INVALID_EMAIL; PHONE_INVALID, PHONE_COUNTRY: the phone is not a real number of the shop's phoneCountries; EVENT_DATE_PASSED: eventDate is before today on the shop's clock; BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this client; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDeliveryQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryQuoteRequest"];
            };
        };
        responses: {
            /** @description Distance, deliverability, fee and ETA */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryQuote"];
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this client; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAddressSuggestions: {
        parameters: {
            query: {
                /** @description What the customer typed (3-200 characters) */
                q: string;
            };
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggested addresses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressSuggestions"];
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; INVALID_QUERY, INVALID_TEXT, PHONE_TOO_SHORT, PHONE_INVALID: a query parameter is missing or not valid (path names it, as query:NAME) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many requests from this client; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { received: true } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_SIGNATURE: the signature does not match; BAD_WEBHOOK_EVENT: the body is not a Stripe event; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: the server does not use Stripe */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStaffSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { user: { email, role, sites, mustChangePassword } } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSignIn"];
            };
        };
        responses: {
            /** @description { user: { email, role, sites, mustChangePassword } } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SIGN_IN_FAILED: the e-mail address or the password is not right (the same answer for both) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many attempts for this account or from this address (with Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when no one was signed in) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeStaffPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPasswordChange"];
            };
        };
        responses: {
            /** @description { user } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description WRONG_PASSWORD (currentPassword), PASSWORD_TOO_SHORT, PASSWORD_UNCHANGED (newPassword); BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this; ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many attempts for this account */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStaffShops: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { shops: [{ shopId, name, siteId, siteName, basePath, prepMinutes, acceptWithinMinutes, printTicketOnAccept, timeZone }] } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createShop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new version */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this; ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_EXISTS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStaffUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { users: [{ email, role, sites, mustChangePassword, createdAt, createdBy }] } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inviteStaffUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffInvite"];
            };
        };
        responses: {
            /** @description { user, oneTimePassword } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description UNKNOWN_SITE, SITES_REQUIRED, INVALID_FIELD (sites); BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this; ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description STAFF_USER_EXISTS: the e-mail address already has an account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeStaffUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this; ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description STAFF_USER_NOT_FOUND: no account has this e-mail address */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description LAST_OWNER: the last owner cannot be removed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMenuCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { shopId, name, categories: [{ id, name, tag, hiddenByTag, items: [{ id, name, price, modgroups, sameModsAs? }] }] } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLiveProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { version, profile, menu, author, message, publishedAt, source } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { draftId, basedOnVersion, findings } */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this; ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
                draftId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { draftId, basedOnVersion, author, createdAt, profile, menu, findings } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    quoteDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
                draftId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this; ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replayDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
                draftId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { orders: [{ orderId, reference, at, liveInvoiceCents, draftInvoiceCents, differenceCents, rulesMoved }], summary: { orders, changed, totalDifferenceCents, biggest } } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this; ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publishDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
                draftId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new version: { version, status (published | scheduled), publishAt, publishedAt, author, message, basedOnVersion, source }; published now, also supersededScheduled: [{ version, author, publishAt, basedOnVersion }] (scheduled versions made on the version it replaced, which will not go live) and, when there are any, a warning sentence */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_ROLE also when the draft moves the shop to another site (site.id) and the publisher is not an owner (path /site/id); PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this; ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description WARNINGS_NEED_CONFIRM (with findings): send confirmWarnings: true; VERSION_CONFLICT: another version was published since the draft's */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description DRAFT_HAS_ERRORS, with the findings */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { versions: [{ version, status, author, message, createdAt, publishAt, publishedAt, basedOnVersion, source, refused?, changes: [text] }] } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
                n: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { version, status, ..., profile, menu, changes } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rollbackVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
                n: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new version */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_ROLE also when version n is of another site than the live one and the user is not an owner (path /site/id); PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this; ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAudit: {
        parameters: {
            query?: {
                /** @description one shop */
                shopId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { entries: [{ id, shopId, actor, action, detail, at }] } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description INVALID_QUERY, INVALID_TEXT, PHONE_TOO_SHORT, PHONE_INVALID: a query parameter is missing or not valid (path names it, as query:NAME) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOperations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operations"];
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeOperations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operations after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operations"];
                };
            };
            /** @description BAD_BODY, ONE_CHANGE, UNKNOWN_FIELD, INVALID_FIELD, MISSING_FIELD, ONE_ITEM, UNTIL_PASSED; BAD_URL: the address has an invalid %-escape; BAD_JSON, BAD_BODY, MISSING_FIELD, UNKNOWN_FIELD, INVALID_FIELD, INVALID_TEXT, TOO_DEEP, FORBIDDEN_KEY: the body is not valid (path is a JSON pointer to the field; FORBIDDEN_KEY: a "__proto__" key, or "constructor" holding "prototype") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_ROLE (pause, resume and busy minutes need a manager or owner); PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this; ORIGIN_REFUSED: the Origin header is missing or names another site; nothing was changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND, PRODUCT_NOT_FOUND, MODIFIER_NOT_FOUND; SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shopStatusEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFormSubmissions: {
        parameters: {
            query?: {
                /** @description contact or catering (default both) */
                kind?: string;
                /** @description An ISO time: only what arrived at or after it */
                since?: string;
                /** @description The previous page's next: only what arrived before that submission */
                before?: string;
                /** @description How many, 1 to 200 (default 50) */
                limit?: string;
            };
            header?: never;
            path: {
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { submissions, next }: next is the before of the following page, null at the end */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description BAD_URL: the address has an invalid %-escape; INVALID_QUERY, INVALID_TEXT, PHONE_TOO_SHORT, PHONE_INVALID: a query parameter is missing or not valid (path names it, as query:NAME) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_SIGNED_IN: no staff session, or it has ended (12 hours without use, 7 days after sign-in) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PASSWORD_CHANGE_REQUIRED: the one-time password must be changed first; FORBIDDEN_ROLE: the role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SHOP_NOT_FOUND: no shop has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI_TOO_LONG: the address (or a part of it between slashes) is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Any other error (503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
